// The organization: its teams, and its users with their API keys and passwords to copy.
import type { OrganizationView as Organization } from "../../controls/organizations";
import type { Team, User } from "../../store/types";
import { type Column, CopyField, DataTable } from "./components.js";

const teamColumns = (organization: Organization): Column<Team>[] => [
  { label: "Id", cell: (team) => <code>{team.id}</code> },
  { label: "Name", cell: (team) => team.name },
  { label: "Identifier", cell: (team) => team.identifier ?? "" },
  { label: "Users", cell: (team) => organization.users.filter((user) => user.teamIds.includes(team.id)).length, className: "number" },
];

function userColumns(organization: Organization): Column<User>[] {
  const teamName = (id: string) => organization.teams.find((team) => team.id === id)?.name ?? id;
  return [
    { label: "Id", cell: (user) => <code>{user.id}</code> },
    { label: "Name", cell: (user) => user.name },
    { label: "Role", cell: (user) => user.role },
    { label: "Teams", cell: (user) => user.teamIds.map(teamName).join(", ") },
    { label: "E-mail", cell: (user) => user.email },
    { label: "API key (x-api-key)", cell: (user) => <CopyField label={`API key of ${user.email}`} value={user.apiKey} /> },
    { label: "Password", cell: (user) => <CopyField label={`password of ${user.email}`} value={user.password} /> },
  ];
}

export function OrganizationView({ organization }: { organization: Organization }) {
  return (
    <section aria-labelledby="organization-title">
      <h2 id="organization-title">
        {organization.name} <code>{organization.id}</code>
      </h2>
      <h3>Teams</h3>
      <DataTable
        caption="Teams"
        rows={organization.teams}
        rowKey={(team) => team.id}
        empty="No teams"
        columns={teamColumns(organization)}
      />
      <h3>Users</h3>
      <DataTable
        caption="Users"
        rows={organization.users}
        rowKey={(user) => user.id}
        empty="No users"
        columns={userColumns(organization)}
      />
    </section>
  );
}
