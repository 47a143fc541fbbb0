/** Placeholder for the separate mobile deployment the desktop site redirects phones to. */
export const MOBILE_ENTRY_HTML = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>流明商城 移动版 · Lumen Mall mobile</title>
<style>
body{margin:0;font-family:-apple-system,'PingFang SC','Microsoft YaHei',Helvetica,Arial,sans-serif;background:#fff5f5;color:#333;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center}
main{padding:24px;max-width:420px}h1{color:#ff4d4f;font-size:24px}p{line-height:1.6}a{color:#ff4d4f}
</style>
</head>
<body>
<main>
<h1>流明商城 移动版</h1>
<p>这里是流明商城移动站的入口。移动站单独部署，敬请期待。</p>
<p><a href="/home/">访问电脑版</a></p>
<hr>
<h1 lang="en">Lumen Mall mobile</h1>
<p lang="en">This is the entry of the Lumen Mall mobile site, which is deployed separately.</p>
<p lang="en"><a href="/home/">Open the desktop site</a></p>
</main>
</body>
</html>
`;
