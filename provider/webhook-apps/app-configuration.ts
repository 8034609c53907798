// A webhook app's settings (`appConfiguration`), declared in camelCase like every other input and
// sent in the platform's snake_case shape, both in the manifest and at installation.

export interface AppConfiguration {
  requiredSettings?: unknown[];
  optionalSettings?: unknown[];
}

/** The platform's shape: both lists always present, empty when not declared. */
export function platformConfiguration(configuration: AppConfiguration | undefined) {
  return { required_settings: configuration?.requiredSettings ?? [], optional_settings: configuration?.optionalSettings ?? [] };
}
