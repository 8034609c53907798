// A team's CSAT settings as the platform answers them (every field the contract shows, no rules),
// with the emulator's defaults, for the unit tests' scripted platforms to answer.

/** Team T1's settings `s1`, with `overrides`. */
export const csatTeamSettingsFixture = (overrides: Record<string, unknown> = {}) => ({
  id: "s1",
  team: { id: "T1" },
  organization: { id: "O1" },
  isEnabled: true,
  cooldownPeriodDays: 30,
  userCooldownPeriodDays: 7,
  emailConfigId: "",
  closedStatusIds: [],
  rules: [],
  createdAt: "2024-01-01T00:00:00Z",
  updatedAt: "2024-01-01T00:00:00Z",
  ...overrides,
});
