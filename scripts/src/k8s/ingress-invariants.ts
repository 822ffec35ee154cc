// The Ingress sends everything to the gateway's public port and keeps idle WebSockets open; the
// gateway counts the Ingress as its one trusted proxy hop and serves /metrics on a port of its own.
import { describe, podTemplateOf, type K8sObject } from './k8s-object';
import { effectiveEnv, named, ofKind } from './object-queries';

/** ingress-nginx is one proxy in front of the gateway: TRUSTED_PROXY_HOPS must say so. */
export const INGRESS_PROXY_HOPS = 1;
/** Seconds an idle live WebSocket stays open through the Ingress (read and send timeouts). */
const MIN_WEBSOCKET_TIMEOUT_SECONDS = 3600;

export function ingressProblems(objects: readonly K8sObject[]): string[] {
  const ingresses = ofKind(objects, 'Ingress');
  if (ingresses.length === 0) return ['Ingress: missing'];
  const problems: string[] = [];
  for (const ingress of ingresses) {
    type Rule = {
      http?: {
        paths?: { backend?: { service?: { name?: string; port?: { name?: string; number?: number } } } }[];
      };
    };
    const rules = ((ingress.spec as { rules?: Rule[] })?.rules ?? []).flatMap(
      (rule) => rule.http?.paths ?? [],
    );
    for (const { backend } of rules) {
      const port = backend?.service?.port;
      if (backend?.service?.name !== 'gateway' || !(port?.name === 'http' || port?.number === 8080)) {
        problems.push(
          `${describe(ingress)}: a path goes to ${backend?.service?.name ?? '?'}, not the gateway's public port`,
        );
      }
    }
    for (const direction of ['read', 'send']) {
      const value = Number(
        ingress.metadata?.annotations?.[`nginx.ingress.kubernetes.io/proxy-${direction}-timeout`],
      );
      if (!(value >= MIN_WEBSOCKET_TIMEOUT_SECONDS)) {
        problems.push(
          `${describe(ingress)}: proxy-${direction}-timeout below ${MIN_WEBSOCKET_TIMEOUT_SECONDS} s closes idle WebSockets`,
        );
      }
    }
  }
  return problems;
}

export function gatewayConfigProblems(objects: readonly K8sObject[]): string[] {
  const container = podTemplateOf(named(objects, 'Deployment', 'gateway') ?? {})?.spec?.containers?.[0];
  if (!container) return [];
  const env = effectiveEnv(container, objects);
  const problems: string[] = [];
  if (Number(env.TRUSTED_PROXY_HOPS) !== INGRESS_PROXY_HOPS) {
    problems.push(
      `Deployment/gateway: TRUSTED_PROXY_HOPS is ${env.TRUSTED_PROXY_HOPS ?? 'unset'}, the Ingress is ${INGRESS_PROXY_HOPS} hop`,
    );
  }
  if (!env.METRICS_PORT || env.METRICS_PORT === (env.PORT ?? '8080')) {
    problems.push('Deployment/gateway: METRICS_PORT must be set and differ from its public PORT');
  }
  return problems;
}
