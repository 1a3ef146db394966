import type { SpecGroupName } from '../content/schemas/product';

const LABELS: Record<SpecGroupName, string> = {
  'video-input': 'Video input',
  passthrough: 'Passthrough',
  recording: 'Recording',
  encoding: 'Encoding',
  audio: 'Audio',
  storage: 'Storage',
  performance: 'Performance',
  connectivity: 'Connectivity',
  'os-support': 'OS support',
  power: 'Power',
  physical: 'Physical',
  'in-the-box': 'In the box',
};

export function specGroupLabel(group: SpecGroupName): string {
  return LABELS[group];
}
