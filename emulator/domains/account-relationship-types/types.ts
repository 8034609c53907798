// The account relationship type records the emulator keeps.

export interface AccountRelationshipType {
  id: string;
  organizationId: string;
  name: string;
  /** The type that reads the same relationship from the other side (Parent ↔ Subsidiary); the pairing is mutual. */
  inverseRelationshipId: string | null;
  createdAt: string;
  updatedAt: string;
}
