/** An in-app feed: a step's template may name one (`_feedId`). `identifier` is the name it was created with. */
export interface Feed {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  name: string;
  identifier: string;
  createdAt: string;
  updatedAt: string;
}
