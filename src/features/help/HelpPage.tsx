// /help (spec §2.3): what each module does, how to do the common tasks, and whom to contact — the
// support details of the company configuration.
import { useSessionSelector } from '../../actors/hooks';
import { HOW_TO_TOPICS, MODULE_TOPICS, type HelpTopic } from './help-topics';
import layout from '../../components/layout/Page.module.css';
import styles from './HelpPage.module.css';

function Topics({ topics }: { topics: readonly HelpTopic[] }) {
  return (
    <dl className={styles.topics}>
      {topics.map((t) => (
        <div key={t.title}>
          <dt>{t.title}</dt>
          <dd>{t.text}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function HelpPage() {
  const company = useSessionSelector((s) => s.context.auth?.companyConfiguration ?? null);
  const email = company?.supportEmail;
  const phone = company?.supportPhone;
  return (
    <div className={styles.page}>
      <h1>Help</h1>
      <section aria-labelledby="help-contact" className={layout.panel}>
        <h2 id="help-contact">Who to contact</h2>
        {email || phone ? (
          <p>
            For help with {company?.companyName ?? 'the service'}, contact support
            {email ? (
              <>
                {' '}
                by email at <a href={`mailto:${email}`}>{email}</a>
              </>
            ) : null}
            {email && phone ? ' or' : null}
            {phone ? (
              <>
                {' '}
                by phone on <a href={`tel:${phone}`}>{phone}</a>
              </>
            ) : null}
            .
          </p>
        ) : (
          <p>Contact your building manager or system administrator.</p>
        )}
        {company?.websiteUrl ? (
          <p>
            Website: <a href={company.websiteUrl}>{company.websiteUrl}</a>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="help-how-to" className={layout.panel}>
        <h2 id="help-how-to">How to</h2>
        <Topics topics={HOW_TO_TOPICS} />
      </section>
      <section aria-labelledby="help-modules" className={layout.panel}>
        <h2 id="help-modules">Modules</h2>
        <Topics topics={MODULE_TOPICS} />
      </section>
    </div>
  );
}
