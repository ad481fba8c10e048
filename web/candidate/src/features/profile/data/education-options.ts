import type { Education } from '../../../gql/graphql';

export const educationOptions: { value: Education; label: string }[] = [
  { value: 'PE', label: 'Primary education' },
  { value: 'SE', label: 'Secondary education or high school' },
  { value: 'VQ', label: 'Vocational qualification' },
  { value: 'BD', label: "Bachelor's degree" },
  { value: 'MD', label: "Master's degree" },
  { value: 'DH', label: 'Doctorate or higher' },
  { value: 'OT', label: 'Other' },
];
