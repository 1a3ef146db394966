import path from 'node:path';
import type { NextConfig } from 'next';

const repoRoot = path.join(import.meta.dirname, '..');

/**
 * The editor app. It compiles the schemas of lib/content from the repo root (turbopack
 * root), and replaces Keystatic's YAML library with format/yaml.ts (why: that file).
 */
export default {
  turbopack: { root: repoRoot, resolveAlias: { 'js-yaml': './format/yaml.ts' } },
  allowedDevOrigins: ['127.0.0.1'],
} satisfies NextConfig;
