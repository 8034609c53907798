// The account attribute value records the emulator keeps.

export interface AttributeValue {
  id: string;
  organizationId: string;
  attribute: string;
  value: string;
  isDefault: boolean;
  icon: string | null;
  color: string | null;
  /** Present only on task_status values. */
  isClosed?: boolean;
  createdAt: string;
  updatedAt: string;
}
