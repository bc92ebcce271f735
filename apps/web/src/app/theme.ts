import type { ThemeConfig } from 'antd';

export const PRIMARY_COLOR = '#F1554C';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    // The primary colour is too light for small link text on white (contrast below 4.5:1).
    colorLink: '#c4332b',
    fontFamily:
      "Montserrat, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    // docs/product.md. These are Ant Design's own breakpoints, written out so they are checked here.
    screenXS: 480,
    screenSM: 576,
    screenMD: 768,
    screenLG: 992,
    screenXL: 1200,
    screenXXL: 1600,
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 24px', bodyBg: '#f6f6f7' },
    // Narrower than the default 16 px, so the header's menu fits a 1280 px screen in the longer languages too.
    Menu: { itemPaddingInline: 10 },
  },
};
