export interface VariableValue {
  _environmentId: string;
  value: string;
}

export interface EnvironmentVariable {
  _id: string;
  _organizationId: string;
  key: string;
  type: 'string';
  isSecret: boolean;
  /** Secret values are stored sealed (see SecretCipher) and never leave the domain in clear. */
  values: VariableValue[];
  createdAt: string;
  updatedAt: string;
}
