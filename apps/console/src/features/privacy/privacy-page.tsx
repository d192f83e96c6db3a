// PrivacyPage: what the workspace does about personal data (docs/privacy.md), for roles with
// privacy:manage (owners and admins): erasure requests with their progress, the suppression
// list, a contact's data as a download, and how long data is kept.
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { Page } from '@/shared/page';
import { ContactExportForm } from './contact-export-form';
import { ErasureSection } from './erasure-section';
import { RetentionSettingsForm } from './retention-settings-form';
import { SuppressionSection } from './suppression-section';

const SECTIONS = [
  { id: 'erasure-title', label: 'Erasure requests' },
  { id: 'suppressions-title', label: 'Suppression list' },
  { id: 'export-title', label: 'Export a contact’s data' },
  { id: 'retention-title', label: 'Retention' },
];

export function PrivacyPage() {
  const workspace = useWorkspace();
  return (
    <Page
      title="Privacy"
      eyebrow={workspace.name}
      intro={
        <p>
          Erase what the platform holds about a person, keep contacts out, export a contact&rsquo;s data, and
          choose how long data is kept.
        </p>
      }
    >
      <nav aria-label="Privacy sections" className="page-sections">
        <ul className="tags">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ErasureSection />
      <SuppressionSection />
      <ContactExportForm />
      <RetentionSettingsForm />
    </Page>
  );
}
