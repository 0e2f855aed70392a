/** The real service's fixed pieces of a layout: the body a new one gets, its controls' schemas, the preview's placeholder. */

/** The body every layout is created with (`EMPTY_LAYOUT`): blank paragraphs around the `content` variable. */
export const EMPTY_LAYOUT_BODY = JSON.stringify({
  type: 'doc',
  content: [
    { type: 'paragraph', attrs: { textAlign: null, showIfKey: null }, content: [{ type: 'text', text: ' ' }] },
    {
      type: 'paragraph',
      attrs: { textAlign: 'left', showIfKey: null },
      content: [{ type: 'variable', attrs: { id: 'content', label: null, fallback: null, required: false, aliasFor: null } }],
    },
    { type: 'paragraph', attrs: { textAlign: null, showIfKey: null }, content: [{ type: 'text', text: ' ' }] },
  ],
});

/** `layoutControlSchema`: the JSON schema zod-to-json-schema makes of the real layout controls. */
export const LAYOUT_DATA_SCHEMA = {
  type: 'object',
  properties: {
    email: {
      type: 'object',
      properties: {
        body: { type: 'string', minLength: 1 },
        editorType: { type: 'string', enum: ['block', 'html'], default: 'block' },
      },
      required: ['body'],
      additionalProperties: false,
    },
  },
  additionalProperties: false,
  $schema: 'http://json-schema.org/draft-07/schema#',
};

/** `layoutUiSchema`. */
export const LAYOUT_UI_SCHEMA = {
  group: 'LAYOUT',
  properties: {
    email: {
      component: 'LAYOUT_EMAIL',
      properties: {
        body: { component: 'EMAIL_BODY', placeholder: '' },
        editorType: { component: 'EMAIL_EDITOR_SELECT', placeholder: 'block' },
      },
    },
  },
};

/** The subject the real preview renders a layout with. */
export const LAYOUT_PREVIEW_SUBJECT = 'email-layout-preview';

/** `LAYOUT_PREVIEW_CONTENT_PLACEHOLDER`: what a preview shows where the emails' content goes. */
export const LAYOUT_PREVIEW_CONTENT_PLACEHOLDER =
  `<table align="center" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation" style="margin-top: 0; margin-right: 0; margin-bottom: 0; margin-left: 0" data-content-placeholder>` +
  `<tbody style="width: 100%">` +
  `<tr style="width: 100%">` +
  `<td align="left" style="border-color: #e1e4ea;border-width: 1px;border-style: dashed;background: repeating-linear-gradient(-45deg, #f2f5f8, #f2f5f8 4px, #fbfbfb 4px, #fbfbfb 8px);background-color: #ffffff;border-radius: 4px;padding-top: 8px;padding-right: 8px;padding-bottom: 8px;padding-left: 8px;text-align: center;">` +
  `<p style="font-size: 10px;line-height: 26.25px;margin: 0 0 0px 0;text-align: center;-webkit-font-smoothing: antialiased;-moz-osx-font-smoothing: grayscale;display: inline;background: #ffffff;border: 1px solid #e1e4ea;border-radius: 4px;padding-top: 4px;padding-right: 8px;padding-bottom: 4px;padding-left: 8px;color: #99a0ae;">Dynamic placeholder content</p>` +
  `</td>` +
  `</tr>` +
  `</tbody>` +
  `</table>`;
