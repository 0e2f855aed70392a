/** A workflow group (the v1 API's notification group): every workflow names one in `_notificationGroupId`. */
export interface NotificationGroup {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  name: string;
  /** In a child environment (Production): the group of the parent environment it was promoted from. */
  _parentId?: string;
  createdAt: string;
  updatedAt: string;
}
