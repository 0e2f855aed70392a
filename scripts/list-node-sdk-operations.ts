/**
 * Writes openapi/real-operations-node.json: every HTTP operation that the old backend SDK `@novu/node`
 * (the version installed in node_modules) can send, read from the SDK itself.
 *
 *   node --import tsx scripts/list-node-sdk-operations.ts          # rewrite the file
 *   node --import tsx scripts/list-node-sdk-operations.ts --check  # exit 1 when the file is not current
 *
 * How: every method of every resource of a `new Novu(key, { backendUrl })` (and the `novu.trigger`,
 * `novu.bulkTrigger`, `novu.broadcast` shortcuts) is called once with placeholder arguments. The SDK's own
 * axios instance sends the request to an adapter that records it instead, so the path is the one the SDK
 * really builds: its base URL handling adds `/v1`. Each placeholder that ends up in the path is named after
 * the method's parameter in the SDK's type declarations (`build/main/lib/**\/*.d.ts`).
 *
 * operationId: the one `@novu/api` gives the same method and path template (openapi/real-operations.json),
 * else the name the real service gives the route's handler (`<Controller>_<method>`, its OpenAPI
 * operationId factory): those routes are not in the public spec the newer SDK is generated from, so
 * REAL_HANDLERS below names them, read from the service's controllers (apps/api/src/app/**\/*.controller.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { NODE_SDK_OPERATIONS_PATH, operationKey, realOperations, type SdkOperation } from '../src/contract/real-operations.js';

const PACKAGE = '@novu/node';
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve(`${PACKAGE}/package.json`));
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };

/** Handlers of the routes that only `@novu/node` sends (POST /changes/bulk/apply is declared before /:changeId/apply). */
const REAL_HANDLERS: Record<string, string> = {
  'GET /v1/changes': 'ChangesController_getChanges',
  'GET /v1/changes/count': 'ChangesController_getChangesCount',
  'POST /v1/changes/bulk/apply': 'ChangesController_bulkApplyDiff',
  'POST /v1/changes/{}/apply': 'ChangesController_applyDiff',
  'GET /v1/environments/api-keys': 'EnvironmentsControllerV1_listOrganizationApiKeys',
  'POST /v1/environments/api-keys/regenerate': 'EnvironmentsControllerV1_regenerateOrganizationApiKeys',
  'GET /v1/environments/me': 'EnvironmentsControllerV1_getCurrentEnvironment',
  'GET /v1/execution-details': 'ExecutionDetailsController_getExecutionDetailsForNotification',
  'GET /v1/feeds': 'FeedsController_getFeeds',
  'POST /v1/feeds': 'FeedsController_createFeed',
  'DELETE /v1/feeds/{}': 'FeedsController_deleteFeedById',
  'GET /v1/inbound-parse/mx/status': 'InboundParseController_getMxRecordStatus',
  'GET /v1/integrations/in-app/status': 'IntegrationsController_getInAppActivated',
  'GET /v1/integrations/webhook/provider/{}/status': 'IntegrationsController_getWebhookSupportStatus',
  'GET /v1/layouts': 'LayoutsController_listLayouts',
  'POST /v1/layouts': 'LayoutsController_createLayout',
  'DELETE /v1/layouts/{}': 'LayoutsController_deleteLayout',
  'PATCH /v1/layouts/{}': 'LayoutsController_updateLayout',
  'POST /v1/layouts/{}/default': 'LayoutsController_setDefaultLayout',
  'GET /v1/notification-groups': 'NotificationGroupsController_listNotificationGroups',
  'POST /v1/notification-groups': 'NotificationGroupsController_createNotificationGroup',
  'GET /v1/notification-groups/{}': 'NotificationGroupsController_getNotificationGroup',
  'PATCH /v1/notification-groups/{}': 'NotificationGroupsController_updateNotificationGroup',
  'DELETE /v1/notification-groups/{}': 'NotificationGroupsController_deleteNotificationGroup',
  'GET /v1/notification-templates': 'NotificationTemplateController_getNotificationTemplates',
  'POST /v1/notification-templates': 'NotificationTemplateController_create',
  'GET /v1/notification-templates/{}': 'NotificationTemplateController_getNotificationTemplateById',
  'PUT /v1/notification-templates/{}': 'NotificationTemplateController_updateTemplateById',
  'DELETE /v1/notification-templates/{}': 'NotificationTemplateController_deleteTemplateById',
  'PUT /v1/notification-templates/{}/status': 'NotificationTemplateController_changeActiveStatus',
  // The community build's controller (the enterprise build swaps in one with /me, /branding and rename only).
  'GET /v1/organizations': 'OrganizationController_listOrganizations',
  'POST /v1/organizations': 'OrganizationController_createOrganization',
  'PATCH /v1/organizations': 'OrganizationController_rename',
  'PUT /v1/organizations/branding': 'OrganizationController_updateBrandingDetails',
  'GET /v1/organizations/me': 'OrganizationController_getSelfOrganizationData',
  'GET /v1/organizations/members': 'OrganizationController_listOrganizationMembers',
  'DELETE /v1/organizations/members/{}': 'OrganizationController_remove',
  'PUT /v1/organizations/members/{}/roles': 'OrganizationController_updateMemberRoles',
  'GET /v1/subscribers': 'SubscribersController_listSubscribers',
  'POST /v1/subscribers': 'SubscribersController_createSubscriber',
  'GET /v1/subscribers/{}': 'SubscribersController_getSubscriber',
  'PUT /v1/subscribers/{}': 'SubscribersController_updateSubscriber',
  'DELETE /v1/subscribers/{}': 'SubscribersController_removeSubscriber',
  'POST /v1/subscribers/{}/messages/markAs': 'SubscribersController_markMessageAs',
  'GET /v1/subscribers/{}/preferences': 'SubscribersController_listSubscriberPreferences',
  'PATCH /v1/subscribers/{}/preferences': 'SubscribersController_updateSubscriberGlobalPreferences',
  // One route, /:subscriberId/preferences/:parameter, whether the SDK sends `global` or a level.
  'GET /v1/subscribers/{}/preferences/global': 'SubscribersController_getSubscriberPreferenceByLevel',
  'GET /v1/subscribers/{}/preferences/{}': 'SubscribersController_getSubscriberPreferenceByLevel',
  'PATCH /v1/subscribers/{}/preferences/{}': 'SubscribersController_updateSubscriberPreference',
  'GET /v1/tenants': 'TenantController_listTenants',
  'POST /v1/tenants': 'TenantController_createTenant',
  'GET /v1/tenants/{}': 'TenantController_getTenantById',
  'PATCH /v1/tenants/{}': 'TenantController_updateTenant',
  'DELETE /v1/tenants/{}': 'TenantController_removeTenant',
  'GET /v1/topics': 'TopicsController_listTopics',
  'POST /v1/topics': 'TopicsController_createTopic',
  'GET /v1/topics/{}': 'TopicsController_getTopic',
  'PATCH /v1/topics/{}': 'TopicsController_renameTopic',
  'DELETE /v1/topics/{}': 'TopicsController_deleteTopic',
  'POST /v1/topics/{}/subscribers': 'TopicsController_addSubscribers',
  'POST /v1/topics/{}/subscribers/removal': 'TopicsController_removeSubscribers',
  'GET /v1/workflow-overrides': 'WorkflowOverridesController_getWorkflowOverrides',
  'POST /v1/workflow-overrides': 'WorkflowOverridesController_create',
  'GET /v1/workflow-overrides/{}': 'WorkflowOverridesController_getWorkflowOverrideById',
  'PUT /v1/workflow-overrides/{}': 'WorkflowOverridesController_updateWorkflowOverrideById',
  'DELETE /v1/workflow-overrides/{}': 'WorkflowOverridesController_deleteWorkflowOverride',
  'GET /v1/workflow-overrides/workflows/{}/tenants/{}': 'WorkflowOverridesController_getWorkflowOverride',
  'PUT /v1/workflow-overrides/workflows/{}/tenants/{}': 'WorkflowOverridesController_updateWorkflowOverride',
};

/** `Class.method` → its parameter names, from the SDK's type declarations (a destructured one has none). */
function readParameterNames(): Map<string, (string | undefined)[]> {
  const names = new Map<string, (string | undefined)[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.d.ts') && !entry.name.includes('.spec.')) {
        const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
        for (const node of source.statements) {
          if (!ts.isClassDeclaration(node) || !node.name) continue;
          for (const member of node.members) {
            if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
            const params = member.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : undefined));
            names.set(`${node.name.text}.${member.name.text}`, params);
          }
        }
      }
    }
  };
  walk(join(packageDir, 'build/main/lib'));
  return names;
}

/** A placeholder argument: a string in a URL (`__arg0__`), an object without fields anywhere else. */
const placeholder = (index: number): object =>
  new Proxy({}, { get: (_target, key) => (key === Symbol.toPrimitive || key === 'toString' || key === 'toJSON' ? () => `__arg${index}__` : undefined) });

interface RecordingAxios {
  defaults: { adapter: unknown };
  getUri(config: unknown): string;
}

type Method = (...args: unknown[]) => Promise<unknown>;

/** Every SDK call with the one request it sends: method and path (placeholders in it, `__arg<i>__`). */
async function recordCalls(): Promise<{ sdkMethod: string; method: string; path: string; params: (string | undefined)[] }[]> {
  const { Novu } = require(PACKAGE) as { Novu: new (key: string, config: { backendUrl: string }) => Record<string, unknown> };
  const novu = new Novu('unused', { backendUrl: 'http://sdk.invalid' });
  const http = novu.http as RecordingAxios;
  let sent: { method: string; path: string }[] = [];
  http.defaults.adapter = async (config: { method: string }) => {
    sent.push({ method: config.method.toUpperCase(), path: new URL(http.getUri(config)).pathname });
    return { data: {}, status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
  const parameterNames = readParameterNames();
  // Every callable: resource methods, then the shortcuts on `novu` itself that are one of them.
  const callables: { sdkMethod: string; fn: Method; self: object; declared: string }[] = [];
  const declaredOf = new Map<Method, string>();
  for (const [name, resource] of Object.entries(novu)) {
    if (typeof resource !== 'object' || resource === null || !('http' in resource)) continue;
    const proto = Object.getPrototypeOf(resource) as Record<string, unknown> & { constructor: { name: string } };
    for (const key of Object.getOwnPropertyNames(proto).filter((k) => k !== 'constructor' && typeof proto[k] === 'function')) {
      const fn = proto[key] as Method;
      declaredOf.set(fn, `${proto.constructor.name}.${key}`);
      callables.push({ sdkMethod: `novu.${name}.${key}`, fn, self: resource, declared: `${proto.constructor.name}.${key}` });
    }
  }
  for (const [name, value] of Object.entries(novu)) {
    const declared = typeof value === 'function' ? declaredOf.get(value as Method) : undefined;
    if (declared) callables.push({ sdkMethod: `novu.${name}`, fn: value as Method, self: novu, declared });
  }
  const calls = [];
  for (const { sdkMethod, fn, self, declared } of callables) {
    const params = parameterNames.get(declared);
    if (!params) throw new Error(`${sdkMethod}: no declaration of ${declared}`);
    sent = [];
    await fn.apply(self, params.map((_name, index) => placeholder(index)));
    if (sent.length !== 1) throw new Error(`${sdkMethod} sent ${sent.length} requests`);
    calls.push({ sdkMethod, ...(sent[0] as { method: string; path: string }), params });
  }
  return calls;
}

export async function listNodeSdkOperations(): Promise<SdkOperation[]> {
  const apiOperationIds = new Map(realOperations().operations.map((op) => [operationKey(op.method, op.path), op.operationId]));
  const unusedHandlers = new Set(Object.keys(REAL_HANDLERS));
  const operations: SdkOperation[] = [];
  for (const { sdkMethod, method, path: sentPath, params } of await recordCalls()) {
    const path = sentPath.replace(/__arg(\d+)__/g, (_all, index: string) => {
      const name = params[Number(index)];
      if (!name) throw new Error(`${sdkMethod}: argument ${index} is in the path but has no name`);
      return `{${name}}`;
    });
    const key = operationKey(method, path);
    unusedHandlers.delete(key);
    const operationId = apiOperationIds.get(key) ?? REAL_HANDLERS[key];
    if (!operationId) throw new Error(`${sdkMethod}: no operationId for ${key} (add its handler to REAL_HANDLERS)`);
    operations.push({ method, path, operationId, sdkMethod });
  }
  if (unusedHandlers.size > 0) throw new Error(`REAL_HANDLERS names routes no call sends: ${[...unusedHandlers].join(', ')}`);
  return operations.sort((a, b) => a.sdkMethod.localeCompare(b.sdkMethod));
}

export async function nodeSdkOperationsDocument(): Promise<string> {
  const operations = await listNodeSdkOperations();
  const document = {
    source: {
      package: PACKAGE,
      version,
      extractedBy: 'node --import tsx scripts/list-node-sdk-operations.ts',
      how:
        `Every method of every resource of a new Novu() of ${PACKAGE}, and its novu.trigger/bulkTrigger/broadcast shortcuts, ` +
        'called once with placeholder arguments: the request its own axios instance builds (method, path with the /v1 ' +
        'its base URL adds), placeholders named after the parameters of its type declarations. operationId: the one ' +
        '@novu/api gives the same operation, else the name of the real service handler of the route.',
    },
    count: operations.length,
    operations,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await nodeSdkOperationsDocument();
  if (process.argv.includes('--check')) {
    if (readFileSync(NODE_SDK_OPERATIONS_PATH, 'utf8') !== text) {
      console.error('openapi/real-operations-node.json is not current: run node --import tsx scripts/list-node-sdk-operations.ts');
      process.exit(1);
    }
  } else {
    writeFileSync(NODE_SDK_OPERATIONS_PATH, text);
    console.log(`wrote ${NODE_SDK_OPERATIONS_PATH}`);
  }
}
