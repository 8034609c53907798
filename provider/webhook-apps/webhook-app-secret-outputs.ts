// A webhook app's outputs that are credentials: Pulumi encrypts them in state and masks them in
// output. Plain values, so that the resource class does not load the provider's schemas.
export const webhookAppSecretOutputs = ["clientSecret", "botToken"] as const;
