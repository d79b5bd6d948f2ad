// About: an unofficial fan-made version, not associated with the publisher or the authors; go and
// buy the real game. No logos and no text from the published game.
import { t } from '../i18n/index.js';
import { Paras, Section, useSectionFromHash } from '../components/pages/Section.js';

export function AboutPage() {
  useSectionFromHash('about');
  return (
    <article className="page about-page">
      <h1>{t('about.title')}</h1>
      <p className="lead notice">{t('about.lead')}</p>
      <Section page="about" id="game" title="about.game.title">
        <Paras keys={['about.game.p1', 'about.game.p2']} />
      </Section>
      <Section page="about" id="project" title="about.project.title">
        <Paras keys={['about.project.p1', 'about.project.p2', 'about.project.p3']} />
      </Section>
      <Section page="about" id="privacy" title="about.privacy.title">
        <Paras keys={['about.privacy.p1', 'about.privacy.p2']} />
      </Section>
      <Section page="about" id="access" title="about.access.title">
        <Paras keys={['about.access.p1']} />
      </Section>
    </article>
  );
}
