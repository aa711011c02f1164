import canonicalize from 'canonicalize';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { CompiledForm, FormVersionContent } from './compiled-form.ts';

/**
 * Content hash of a compiled form: SHA-256 (lower-case hex, 64 characters) of
 * its RFC 8785 canonical JSON. Key order never matters; any change of content
 * (schema, UI schema, sections, configuration, friendly names) changes it.
 */
export function hashCompiledForm(compiled: CompiledForm): string {
  const canonical = canonicalize(compiled);
  if (canonical === undefined) throw new TypeError('A compiled form must be a JSON object');
  return bytesToHex(sha256(utf8ToBytes(canonical)));
}

/**
 * The immutable form version content for a compiled form: the form itself
 * and its content hash (ARCHITECTURE.md §1: "form_versions row, immutable,
 * content-hashed"). The same compiled form always gives the same hash, so a
 * save that changes nothing finds the existing version.
 */
export function createFormVersion(compiled: CompiledForm): FormVersionContent {
  return { contentHash: hashCompiledForm(compiled), compiled };
}
