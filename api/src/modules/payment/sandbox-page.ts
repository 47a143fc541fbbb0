const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** `paysFor`: an order or a top-up, whose number (`merchantNo`) the page shows. */
type SandboxPageState = { paysFor: 'order' | 'recharge'; merchantNo: string; amount: string; token: string; payable: boolean };

const NUMBER_LABEL = { order: '订单号 Order no.', recharge: '充值单号 Top-up no.' } as const;

/**
 * The sandbox gateway's pay page, labelled as a test mode from its title down. The site's CSP allows
 * no inline script, so Pay and Cancel are plain forms posting the token back to the gateway; styles
 * are inline, which the CSP allows.
 */
export function renderSandboxPayPage(state: SandboxPageState): string {
  const token = escapeHtml(state.token);
  const actions = state.payable
    ? `<form method="post" action="/homeapi/sandbox/pay/confirm"><input type="hidden" name="token" value="${token}"><button class="pay" type="submit">支付 Pay</button></form>
      <form method="post" action="/homeapi/sandbox/pay/cancel"><input type="hidden" name="token" value="${token}"><button type="submit">取消 Cancel</button></form>`
    : `<p>已无法支付 / This can no longer be paid.</p>
      <form method="post" action="/homeapi/sandbox/pay/cancel"><input type="hidden" name="token" value="${token}"><button type="submit">返回 Back</button></form>`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>测试模式 Test mode · 沙箱支付 Sandbox payment</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f5f5f5; margin: 0; }
  main { max-width: 420px; margin: 80px auto; background: #fff; border-radius: 8px; padding: 32px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin: 0 0 8px; }
  .test-mode { background: #fff3cd; color: #7a5300; border-bottom: 2px solid #e0a800; text-align: center; padding: 10px; font-weight: 600; margin: 0; }
  .amount { font-size: 32px; color: #e4393c; margin: 16px 0; }
  form { display: inline-block; margin-right: 12px; }
  button { font-size: 16px; padding: 10px 28px; border-radius: 4px; border: 1px solid #ccc; background: #fff; cursor: pointer; }
  button.pay { background: #e4393c; border-color: #e4393c; color: #fff; }
</style>
</head>
<body>
<p class="test-mode" role="alert">测试模式：不会产生真实扣款 / TEST MODE: no real money moves</p>
<main>
  <h1>沙箱支付网关 Sandbox payment gateway</h1>
  <p>${NUMBER_LABEL[state.paysFor]} <strong>${escapeHtml(state.merchantNo)}</strong></p>
  <p class="amount">¥${escapeHtml(state.amount)}</p>
  ${actions}
</main>
</body>
</html>`;
}

export function renderSandboxMissingPage(): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>沙箱支付 Sandbox payment</title></head>
<body><p>支付单不存在 / This payment does not exist.</p></body></html>`;
}
