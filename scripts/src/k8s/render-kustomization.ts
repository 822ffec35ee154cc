// Renders a kustomization with `kubectl kustomize` and parses the result into plain objects.
import { parseAllDocuments } from 'yaml';
import { runCaptured } from '../runner/run-captured';
import { StepFailure } from '../runner/step-failure';
import type { K8sObject } from './k8s-object';

/** Every non-empty YAML document of `text` as an object; a YAML error names its document. */
export function parseManifests(text: string, source: string): K8sObject[] {
  const objects: K8sObject[] = [];
  parseAllDocuments(text).forEach((document, index) => {
    if (document.errors.length > 0) {
      throw new StepFailure(`${source}: YAML document ${index + 1}: ${document.errors[0]!.message}`);
    }
    const value: unknown = document.toJS();
    if (value === null || value === undefined) return;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw new StepFailure(`${source}: YAML document ${index + 1} is not an object`);
    }
    objects.push(value as K8sObject);
  });
  return objects;
}

/** `kubectl kustomize <directory>`, parsed; kustomize's own error (a bad patch, a missing file) is kept. */
export async function renderKustomization(kubectl: string, directory: string): Promise<K8sObject[]> {
  const result = await runCaptured(kubectl, ['kustomize', directory], { cwd: process.cwd() });
  if (result.code !== 0) throw new StepFailure(`kubectl kustomize ${directory} failed`, result.output);
  return parseManifests(result.output, directory);
}
