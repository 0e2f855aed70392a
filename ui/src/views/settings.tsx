import { Empty, Failure, Loading } from '../components/states.js';
import { useEnvironment } from '../environment.js';
import type { EnvironmentVariable, Integration } from '../types.js';
import { useLoad } from '../use-load.js';

const SECRET_MASK = '••••••••';

function Variables() {
  const { api, apiKey, environmentId } = useEnvironment();
  const variables = useLoad(() => api.get<EnvironmentVariable[]>('/v1/environment-variables'), [apiKey]);
  if (variables.error) return <Failure error={variables.error} retry={variables.reload} />;
  if (!variables.data) return <Loading what="environment variables" />;
  if (variables.data.length === 0) return <Empty title="No environment variables.">Create one with POST /v1/environment-variables.</Empty>;
  return (
    <div class="table-wrap">
      <table aria-label="Environment variables">
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Type</th>
            <th scope="col">Value in this environment</th>
          </tr>
        </thead>
        <tbody>
          {variables.data.map((v) => {
            const value = v.values.find((x) => x._environmentId === environmentId)?.value;
            return (
              <tr key={v._id}>
                <td>
                  <code>{v.key}</code> {v.isSecret && <span class="chip">secret</span>}
                </td>
                <td>{v.type}</td>
                <td>{value === undefined ? <span class="muted">not set</span> : v.isSecret ? SECRET_MASK : <code>{value}</code>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Integrations() {
  const { api, apiKey } = useEnvironment();
  const integrations = useLoad(() => api.get<Integration[]>('/v1/integrations'), [apiKey]);
  if (integrations.error) return <Failure error={integrations.error} retry={integrations.reload} />;
  if (!integrations.data) return <Loading what="integrations" />;
  if (integrations.data.length === 0) return <Empty title="No integrations.">Add them to the fixtures (integrations.json).</Empty>;
  return (
    <div class="table-wrap">
      <table aria-label="Integrations">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Provider</th>
            <th scope="col">Channel</th>
            <th scope="col">Identifier</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {integrations.data.map((i) => (
            <tr key={i._id}>
              <td>
                {i.name} {i.primary && <span class="chip primary">primary</span>}
              </td>
              <td>{i.providerId}</td>
              <td>{i.channel}</td>
              <td>
                <code>{i.identifier}</code>
              </td>
              <td>{i.active ? 'active' : 'inactive'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SettingsView() {
  return (
    <section aria-labelledby="settings-title">
      <header class="view-header">
        <h2 id="settings-title">Environment</h2>
      </header>
      <h3>Environment variables</h3>
      <Variables />
      <h3>Integrations</h3>
      <Integrations />
    </section>
  );
}
