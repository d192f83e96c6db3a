// ApiKeyTable: the keys with name (test keys marked "Test"), prefix, scopes, created, last used
// and expiry; each can be revoked. Expired keys are listed (and marked) so they can be recognised and revoked.
import { useState } from 'react';
import type { components } from '@/api/schema';
import { StatusBadge } from '@/shared/status-badge';
import { TimeText } from '@/shared/time-text';
import { KeyModeBadge } from './key-mode-badge';
import { RevokeApiKeyButton } from './revoke-api-key-button';

type ApiKey = components['schemas']['ApiKeyDto'];

interface ApiKeyTableProps {
  keys: readonly ApiKey[];
}

export function ApiKeyTable({ keys }: ApiKeyTableProps) {
  // Expiry is judged against the time the list was shown.
  const [now] = useState(() => Date.now());
  return (
    <div className="table-scroll" role="region" aria-label="API keys table" tabIndex={0}>
      <table className="table">
        <caption className="visually-hidden">API keys of this workspace</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Prefix</th>
            <th scope="col">Scopes</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Expires</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const expired = key.expiresAt !== null && new Date(key.expiresAt).getTime() <= now;
            return (
              <tr key={key.id}>
                <th scope="row">
                  {key.name} <KeyModeBadge mode={key.mode} />
                </th>
                <td>
                  <code>{key.prefix}</code>
                </td>
                <td>
                  <ul className="tags">
                    {key.scopes.map((scope) => (
                      <li key={scope}>
                        <code>{scope}</code>
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <TimeText value={key.createdAt} />
                </td>
                <td>
                  <TimeText value={key.lastUsedAt} fallback="Never" />
                </td>
                <td>
                  {expired ? <StatusBadge tone="bad">Expired</StatusBadge> : null}{' '}
                  <TimeText value={key.expiresAt} fallback="Never" />
                </td>
                <td>
                  <RevokeApiKeyButton apiKey={key} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
