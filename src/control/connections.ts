/** The Inbox sockets open on the mock, as the control plane shows them. */
export interface ConnectedSubscriber {
  subscriberId: string;
  sockets: number;
}

export interface EnvironmentConnections {
  environmentId: string;
  name: string;
  apiKeys: string[];
  sockets: number;
  subscribers: ConnectedSubscriber[];
}

export interface ConnectionsReport {
  /** Every open socket of every environment. */
  sockets: number;
  /** Environments with at least one open socket. */
  environments: EnvironmentConnections[];
}

/** Which sockets to drop: all, one environment's, or one subscriber's (external id) of one or every environment. */
export interface ConnectionScope {
  environmentId?: string;
  subscriberId?: string;
}

/** The real-time channel as the control plane drives it. */
export interface ConnectionsPort {
  report(): ConnectionsReport;
  /** Disconnects the sockets in scope; returns how many. */
  disconnect(scope: ConnectionScope): number;
}

/** No real-time channel (an app without a server): nothing is connected. */
export const NO_CONNECTIONS: ConnectionsPort = { report: () => ({ sockets: 0, environments: [] }), disconnect: () => 0 };
