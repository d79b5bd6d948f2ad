export const enCommon: Record<string, string> = {
  'app.title': 'Sea Salt & Paper',
  'app.unofficial': 'Unofficial fan-made version',
  'nav.play': 'Play',
  'nav.rules': 'How to play',
  'nav.cards': 'Cards',
  'nav.events': 'Events',
  'nav.ai': 'The AI',
  'nav.analysis': 'Analysis',
  'nav.about': 'About',
  'lang.switch': '中文',
  'lang.label': 'Language',
};
