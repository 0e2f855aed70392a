/** An email layout's body: HTML, or an editor (Maily) document as JSON text; either holds `{{content}}`. */
export interface LayoutEmailControls {
  body: string;
  editorType: 'html' | 'block';
}

/** A layout's control values (the real service keeps them apart, at the layout-controls level). */
export interface LayoutControlValues {
  email?: LayoutEmailControls;
}

/** A layout of one environment, as the mock keeps it. */
export interface Layout {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  /** What the API calls `layoutId`, and email steps name in `controlValues.layoutId`. */
  identifier: string;
  name: string;
  /** The environment's first layout is its default. */
  isDefault: boolean;
  isTranslationEnabled: boolean;
  /** `null`: none stored (a `PUT` with `controlValues: null` clears them). */
  controlValues: LayoutControlValues | null;
  createdAt: string;
  updatedAt: string;
}
