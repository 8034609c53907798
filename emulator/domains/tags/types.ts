// The tag records the emulator keeps: the organization's tags, and each team's own.

export const TAG_TYPES = ["ticket", "skills"] as const;

export interface Tag {
  id: string;
  organizationId: string;
  name: string;
  description: string | null;
  color: string;
  tagType: (typeof TAG_TYPES)[number];
  createdAt: string;
  updatedAt: string;
}

export interface TeamTag {
  id: string;
  organizationId: string;
  teamId: string;
  name: string;
  description: string | null;
  color: string;
  createdAt: string;
  updatedAt: string;
}
