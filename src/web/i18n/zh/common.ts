export const zhCommon: Record<string, string> = {
  'app.title': '海盐与纸',
  'app.unofficial': '非官方爱好者制作版',
  'nav.play': '对局',
  'nav.rules': '玩法',
  'nav.cards': '卡牌',
  'nav.events': '事件',
  'nav.ai': '人工智能',
  'nav.analysis': '复盘分析',
  'nav.about': '关于',
  'lang.switch': 'English',
  'lang.label': '语言',
};
