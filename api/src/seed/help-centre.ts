import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { helpArticles, helpCategories } from '../db/schema';
import type { Bilingual } from '../lib/bilingual';
import { sanitizeArticle } from '../modules/help';

type CategoryKey = 'guide' | 'shipping' | 'payment' | 'afterSales' | 'account' | 'about';

const CATEGORIES: Array<{ key: CategoryKey; name: Bilingual }> = [
  { key: 'guide', name: { en: 'Shopping guide', zh: '购物指南' } },
  { key: 'shipping', name: { en: 'Shipping', zh: '配送方式' } },
  { key: 'payment', name: { en: 'Payment', zh: '支付方式' } },
  { key: 'afterSales', name: { en: 'Returns & refunds', zh: '售后服务' } },
  { key: 'account', name: { en: 'Accounts', zh: '账户与会员' } },
  { key: 'about', name: { en: 'About us', zh: '关于我们' } },
];

type ArticleSeed = { category: CategoryKey; sort: number; title: Bilingual; content: Bilingual };

/**
 * In id order: the seeded top bar and footer link to the first seven by id (1 How to order … 7 Our
 * story). What they say is what the shop does: windows, fees, caps and rules come from its code.
 */
const ARTICLES: ArticleSeed[] = [
  {
    category: 'guide',
    sort: 10,
    title: { en: 'How to order', zh: '购物流程' },
    content: {
      en: `<p>Ordering at Lumen Mall takes a few steps, and you can follow every order in your member centre.</p>
<ol>
<li><strong>Find the goods.</strong> Browse the categories or search from the top of any page. On a product page, choose its options (colour, size…) and the quantity.</li>
<li><strong>Add to cart or buy now.</strong> "Add to cart" keeps the item for later; "Buy now" goes straight to checkout with this one item.</li>
<li><strong>Check out.</strong> In the <a href="/cart/index">cart</a>, tick what you want to buy and press Checkout. Choose express delivery to one of your addresses or pickup at one of our stores, a coupon if you have one, an invoice if you need one, and leave a remark of up to 200 characters.</li>
<li><strong>Pay.</strong> Submitting the order takes you to the cashier. Pay with your wallet balance or online.</li>
<li><strong>Receive and review.</strong> Confirm receipt when the parcel arrives (or when you collect it at the store), then review the goods to earn points.</li>
</ol>
<h2>Delivery fees</h2>
<p>Express delivery costs ¥10.00 when the goods come to less than ¥99.00, and is free from ¥99.00. Store pickup is always free. Points-mall exchanges ship free.</p>
<h2>Pay in time</h2>
<p>An unpaid order is kept for <strong>30 minutes</strong> (flash-sale orders for <strong>15 minutes</strong>). After that it is cancelled automatically and its stock and coupon are released. You may hold at most 5 unpaid orders, and at most 10 unpaid units of one item, at a time.</p>
<h2>Order status</h2>
<table>
<thead><tr><th>Status</th><th>What it means</th></tr></thead>
<tbody>
<tr><td>Pending payment</td><td>Placed, waiting for your payment</td></tr>
<tr><td>Pending shipment</td><td>Paid; we are preparing it</td></tr>
<tr><td>Pending receipt</td><td>Shipped, or ready at the store</td></tr>
<tr><td>Pending review</td><td>Received; tell others what you think</td></tr>
<tr><td>Completed</td><td>Reviewed; points granted</td></tr>
</tbody>
</table>
<p>See all your orders in <a href="/ucenter/order/index">My orders</a>.</p>`,
      zh: `<p>在流明商城购物只需几步，每一笔订单都可以在会员中心随时查看。</p>
<ol>
<li><strong>挑选商品：</strong>通过分类浏览，或在页面顶部搜索。在商品页选择规格（颜色、尺码等）和数量。</li>
<li><strong>加入购物车或立即购买：</strong>“加入购物车”可稍后一起结算；“立即购买”直接进入结算，只买这一件商品。</li>
<li><strong>结算：</strong>在<a href="/cart/index">购物车</a>中勾选要购买的商品，点击“去结算”。选择快递配送到您的收货地址或到门店自提，选择可用的优惠券，需要时填写发票，并可留言（最多200字）。</li>
<li><strong>付款：</strong>提交订单后进入收银台，可使用余额支付或在线支付。</li>
<li><strong>收货与评价：</strong>收到包裹（或在门店提货）后确认收货，评价商品即可获得积分。</li>
</ol>
<h2>运费</h2>
<p>快递配送：商品金额不满99.00元收取运费10.00元，满99.00元包邮。门店自提免运费，积分商城兑换的商品包邮。</p>
<h2>请按时付款</h2>
<p>未付款的订单保留<strong>30分钟</strong>（秒杀订单<strong>15分钟</strong>），超时将自动取消，库存和优惠券随即释放。同一时间最多保留5笔未付款订单，同一商品未付款的数量最多10件。</p>
<h2>订单状态</h2>
<table>
<thead><tr><th>状态</th><th>说明</th></tr></thead>
<tbody>
<tr><td>待付款</td><td>订单已提交，等待付款</td></tr>
<tr><td>待发货</td><td>已付款，正在备货</td></tr>
<tr><td>待收货</td><td>已发货，或已在门店备好</td></tr>
<tr><td>待评价</td><td>已收货，欢迎分享使用感受</td></tr>
<tr><td>已完成</td><td>已评价，积分已发放</td></tr>
</tbody>
</table>
<p>所有订单请在<a href="/ucenter/order/index">我的订单</a>中查看。</p>`,
    },
  },
  {
    category: 'account',
    sort: 10,
    title: { en: 'Member levels', zh: '会员介绍' },
    content: {
      en: `<p>Lumen Mall has one membership, and it is free. There are no paid levels and no annual fee: every member enjoys the same benefits from the day they sign up.</p>
<h2>What members get</h2>
<ul>
<li><strong>Points on every completed order:</strong> one point for each whole yuan you paid and kept, at least 10 per order, spent in the <a href="/activity/point/index">points mall</a>.</li>
<li><strong>Coupons</strong> to claim in the coupon centre, for money off orders above a threshold or a discount.</li>
<li><strong>Promotions:</strong> group buying, flash sales, bargains and limited offers.</li>
<li><strong>A wallet</strong> to top up and pay in one step; refunds of wallet payments come straight back to it.</li>
<li><strong>Favourites and footprints</strong>, so you find again what you liked or viewed.</li>
<li><strong>After-sales online:</strong> ask for a refund or a return from the order itself, and chat with customer service.</li>
</ul>
<h2>Becoming a member</h2>
<p>Sign up with your mobile phone number and the verification code we text to it, and choose a password of 6 to 20 characters with both letters and digits. You can then sign in with your username or phone number.</p>
<p><a href="/user/register">Sign up now</a></p>`,
      zh: `<p>流明商城只有一种会员身份，注册即可免费获得。没有付费等级，也不收年费：每位会员从注册当天起享有同样的权益。</p>
<h2>会员权益</h2>
<ul>
<li><strong>完成订单得积分：</strong>实付并未退款的金额每满1元得1积分，每笔订单至少10积分，可在<a href="/activity/point/index">积分商城</a>兑换商品。</li>
<li><strong>优惠券：</strong>在领券中心领取满减券或折扣券。</li>
<li><strong>促销活动：</strong>拼团、秒杀、砍价和限购特惠。</li>
<li><strong>余额钱包：</strong>充值后一键支付；余额支付的订单退款直接退回余额。</li>
<li><strong>收藏与足迹：</strong>随时找回喜欢和看过的商品。</li>
<li><strong>线上售后：</strong>在订单中直接申请退款或退货，还可与在线客服沟通。</li>
</ul>
<h2>如何成为会员</h2>
<p>使用手机号注册，填写短信验证码，并设置6至20位、同时包含字母和数字的密码。之后即可使用用户名或手机号登录。</p>
<p><a href="/user/register">立即注册</a></p>`,
    },
  },
  {
    category: 'guide',
    sort: 60,
    title: { en: 'FAQ', zh: '常见问题' },
    content: {
      en: `<h2>Why was my order cancelled?</h2>
<p>Orders not paid within 30 minutes (15 minutes for flash sales) are cancelled automatically. Their stock and coupon are released, and points spent on a points-mall order come back.</p>
<h2>Can I change the address of an order?</h2>
<p>An order keeps the address it was placed with. If it is not paid yet, cancel it and order again; if it is paid, <a href="/service/online">contact customer service</a> before it ships.</p>
<h2>Can I use a coupon on a promotion?</h2>
<p>No. Group buying, flash sales, bargains, the points mall and limited offers already have their own price, so coupons apply to ordinary purchases only. One coupon per order.</p>
<h2>When do I get my points?</h2>
<p>When the order completes, that is when you have reviewed every item of it. Refunded amounts earn no points.</p>
<h2>Why can I not buy more of a limited offer?</h2>
<p>Per-person limits count your paid and unpaid orders. Cancelled orders do not count, so cancelling an unpaid order frees its place.</p>
<h2>Where is my pickup code?</h2>
<p>In the order's details, once the order is paid. See <a href="/page/view?id=4">Store pickup</a>.</p>
<h2>More questions?</h2>
<ul>
<li><a href="/page/view?id=6">Refunds</a></li>
<li><a href="/page/view?id=5">Shipping times</a></li>
<li><a href="/service/online">Chat with customer service</a></li>
</ul>`,
      zh: `<h2>订单为什么被取消了？</h2>
<p>订单提交后30分钟内未付款（秒杀订单15分钟）会自动取消，库存和优惠券随即释放，积分商城订单扣除的积分也会退回。</p>
<h2>下单后可以修改收货地址吗？</h2>
<p>订单会保留下单时的地址。未付款的订单可以取消后重新下单；已付款的订单请在发货前<a href="/service/online">联系客服</a>。</p>
<h2>促销商品可以用优惠券吗？</h2>
<p>不可以。拼团、秒杀、砍价、积分商城和限购商品已是活动价，优惠券仅用于普通商品。每笔订单限用一张优惠券。</p>
<h2>什么时候获得积分？</h2>
<p>订单完成时发放，即订单中的商品全部评价之后。已退款的金额不计积分。</p>
<h2>为什么限购商品不能再买了？</h2>
<p>每人限购的数量包括已付款和未付款的订单，已取消的订单不计入；取消一笔未付款订单即可释放名额。</p>
<h2>自提码在哪里？</h2>
<p>订单付款后，在订单详情中可以看到。详见<a href="/page/view?id=4">上门自提</a>。</p>
<h2>还有其他问题？</h2>
<ul>
<li><a href="/page/view?id=6">退款说明</a></li>
<li><a href="/page/view?id=5">配送时效</a></li>
<li><a href="/service/online">咨询在线客服</a></li>
</ul>`,
    },
  },
  {
    category: 'shipping',
    sort: 20,
    title: { en: 'Store pickup', zh: '上门自提' },
    content: {
      en: `<p>Prefer to collect your order yourself? Choose <strong>Store pickup</strong> at checkout and pick one of our stores. Pickup is free of delivery fees.</p>
<ol>
<li>Place and pay for the order with Store pickup.</li>
<li>Once it is paid, the order's details show an <strong>8-digit pickup code</strong>.</li>
<li>When the store has your order ready, its status changes to "Pending receipt".</li>
<li>Come to the store within its opening hours and show the pickup code.</li>
<li>Check the goods, then confirm receipt in <a href="/ucenter/order/index">My orders</a>.</li>
</ol>
<h2>Our stores</h2>
<table>
<thead><tr><th>Store</th><th>Opening hours</th><th>Address</th><th>Phone</th></tr></thead>
<tbody>
<tr><td>Shanghai flagship store</td><td>Mon-Sun 10:00-22:00</td><td>1F, 100 Century Avenue, Pudong, Shanghai</td><td>021-58881234</td></tr>
<tr><td>Beijing Sanlitun store</td><td>Mon-Sun 10:00-21:30</td><td>19 Sanlitun Road, Chaoyang, Beijing</td><td>010-64165678</td></tr>
<tr><td>Shenzhen Nanshan store</td><td>Mon-Fri 11:00-21:00, weekends 10:00-22:00</td><td>9668 Shennan Avenue, Nanshan, Shenzhen</td><td>0755-86669012</td></tr>
</tbody>
</table>
<p>Keep your pickup code to yourself: whoever shows it can collect the order.</p>`,
      zh: `<p>想自己取货？结算时选择<strong>门店自提</strong>并选择一家门店即可，自提免运费。</p>
<ol>
<li>选择门店自提下单并付款。</li>
<li>付款后，订单详情中会显示<strong>8位自提码</strong>。</li>
<li>门店备好货后，订单状态变为“待收货”。</li>
<li>在门店营业时间内到店出示自提码。</li>
<li>验货后在<a href="/ucenter/order/index">我的订单</a>中确认收货。</li>
</ol>
<h2>门店信息</h2>
<table>
<thead><tr><th>门店</th><th>营业时间</th><th>地址</th><th>电话</th></tr></thead>
<tbody>
<tr><td>上海旗舰店</td><td>周一至周日 10:00-22:00</td><td>上海市浦东新区世纪大道100号1层</td><td>021-58881234</td></tr>
<tr><td>北京三里屯店</td><td>周一至周日 10:00-21:30</td><td>北京市朝阳区三里屯路19号</td><td>010-64165678</td></tr>
<tr><td>深圳南山店</td><td>周一至周五 11:00-21:00，周末 10:00-22:00</td><td>深圳市南山区深南大道9668号</td><td>0755-86669012</td></tr>
</tbody>
</table>
<p>请妥善保管自提码：凭码即可提货。</p>`,
    },
  },
  {
    category: 'shipping',
    sort: 10,
    title: { en: 'Shipping times', zh: '配送时效' },
    content: {
      en: `<p>We prepare paid orders in the order they were paid and usually hand them to the courier within 48 hours. As soon as an order ships, its details show the courier company and the tracking number.</p>
<h2>Typical delivery times after shipping</h2>
<table>
<thead><tr><th>Destination</th><th>Delivery</th></tr></thead>
<tbody>
<tr><td>Shanghai, Jiangsu, Zhejiang, Anhui</td><td>1-2 days</td></tr>
<tr><td>Other provinces of mainland China</td><td>2-4 days</td></tr>
<tr><td>Xinjiang, Tibet, Qinghai and remote areas</td><td>4-7 days</td></tr>
</tbody>
</table>
<p>Times are the couriers' usual ones and may be longer during holidays and big sales.</p>
<h2>Good to know</h2>
<ul>
<li>Delivery costs ¥10.00 for goods under ¥99.00 and is free from ¥99.00.</li>
<li>An order with a refund request in progress is not shipped until the request is settled.</li>
<li>Promotion orders (flash sales, group buying, bargains…) ship like any other paid order.</li>
<li>In a hurry? Choose <a href="/page/view?id=4">Store pickup</a> and collect the order yourself.</li>
</ul>`,
      zh: `<p>已付款的订单按付款先后备货，通常在48小时内交给快递公司。订单发货后，订单详情中会显示快递公司和运单号。</p>
<h2>发货后的参考送达时间</h2>
<table>
<thead><tr><th>收货地区</th><th>送达时间</th></tr></thead>
<tbody>
<tr><td>上海、江苏、浙江、安徽</td><td>1-2天</td></tr>
<tr><td>中国大陆其他省份</td><td>2-4天</td></tr>
<tr><td>新疆、西藏、青海及偏远地区</td><td>4-7天</td></tr>
</tbody>
</table>
<p>以上为快递公司的常规时效，节假日和大促期间可能延长。</p>
<h2>温馨提示</h2>
<ul>
<li>商品金额不满99.00元收取运费10.00元，满99.00元包邮。</li>
<li>有处理中的退款申请的订单，需待申请处理完毕后才会发货。</li>
<li>秒杀、拼团、砍价等活动订单付款后与普通订单一样发货。</li>
<li>着急使用？可以选择<a href="/page/view?id=4">上门自提</a>。</li>
</ul>`,
    },
  },
  {
    category: 'afterSales',
    sort: 10,
    title: { en: 'Refunds', zh: '退款说明' },
    content: {
      en: `<p>You can ask for a refund on a paid order that is not completed yet: pending shipment, pending receipt or pending review. Open the order in <a href="/ucenter/order/index">My orders</a> and choose "Apply for refund".</p>
<h2>How to ask</h2>
<ol>
<li>Choose the items and how many units of each to refund.</li>
<li>Choose <strong>Refund only</strong>, or <strong>Return and refund</strong> once the goods have reached you.</li>
<li>Pick a reason, describe the problem (up to 500 characters) and add up to 3 photos.</li>
<li>Submit. You can follow the request, or cancel it while it is pending, under After-sales.</li>
</ol>
<h2>How much comes back</h2>
<ul>
<li>Exactly what you paid for those units: when a coupon was used, its discount is shared over the items it covered.</li>
<li>The delivery fee comes back only when you refund everything left on an order that has not shipped yet.</li>
<li>A used coupon stays used.</li>
</ul>
<h2>Where the money goes</h2>
<p>Refunds always go back <strong>to where the money came from</strong>. Wallet payments return to your balance as soon as the refund is approved. Online payments go back through the payment provider to the account that paid; how fast it shows depends on your bank.</p>
<h2>Good to know</h2>
<ul>
<li>One request per order at a time; once it is settled you can ask again for the rest.</li>
<li>A completed order (every item reviewed) is closed to after-sales, so ask before you review.</li>
<li>Paid members of a group that does not fill in time are refunded automatically.</li>
</ul>`,
      zh: `<p>已付款且尚未完成的订单（待发货、待收货、待评价）均可申请退款。在<a href="/ucenter/order/index">我的订单</a>中打开订单，点击“申请退款”。</p>
<h2>申请步骤</h2>
<ol>
<li>选择要退款的商品及数量。</li>
<li>选择<strong>仅退款</strong>，或在收到商品后选择<strong>退货退款</strong>。</li>
<li>选择退款原因，描述问题（最多500字），可上传最多3张图片。</li>
<li>提交申请。在售后服务中可查看进度，处理前也可以撤销申请。</li>
</ol>
<h2>退款金额</h2>
<ul>
<li>按这些商品的实付金额退款：使用了优惠券的订单，优惠金额按商品分摊。</li>
<li>订单未发货且退回全部剩余商品时，运费一并退回。</li>
<li>已使用的优惠券不予退回。</li>
</ul>
<h2>退款去向</h2>
<p>退款一律<strong>原路退回</strong>。余额支付的订单，审核通过后立即退回余额；在线支付的订单，通过支付渠道退回付款账户，到账时间以银行为准。</p>
<h2>温馨提示</h2>
<ul>
<li>每笔订单同一时间只能有一个处理中的申请；处理完毕后可再为剩余商品申请。</li>
<li>已完成（全部评价）的订单不再受理售后，如有问题请在评价前申请。</li>
<li>拼团未能按时成团的，已付款的成员将自动退款。</li>
</ul>`,
    },
  },
  {
    category: 'about',
    sort: 10,
    title: { en: 'Our story', zh: '品牌故事' },
    content: {
      en: `<p>Lumen is a unit of light. We chose the name because a good shop should make things clear: what you buy, what it costs, when it arrives and what happens if something goes wrong.</p>
<p>Lumen Mall started as a small online shop for everyday electronics and grew into a mall for phones, computers, home goods, clothing, beauty and food, with stores in Shanghai, Beijing and Shenzhen where you can see the goods and collect your orders.</p>
<h2>What we care about</h2>
<ul>
<li><strong>Honest prices:</strong> the price you see is the price you pay, and promotions say their rules up front.</li>
<li><strong>Clear service:</strong> every order, refund and payment can be followed in your member centre.</li>
<li><strong>People to talk to:</strong> our customer-service team answers in the online chat.</li>
</ul>
<p>This is a demonstration shop: its goods, stores and people are fictional, and no real money changes hands.</p>`,
      zh: `<p>“流明”是光的单位。我们取这个名字，是因为一家好的商城应该把一切说清楚：买的是什么、价格多少、何时送达、出了问题怎么办。</p>
<p>流明商城起步于一家售卖日常数码产品的小网店，如今已发展为涵盖手机、电脑、家居、服饰、美妆和食品的综合商城，并在上海、北京、深圳开设门店，您可以到店体验商品，也可以到店自提订单。</p>
<h2>我们的坚持</h2>
<ul>
<li><strong>价格透明：</strong>所见即所付，促销活动规则事先说明。</li>
<li><strong>服务清楚：</strong>每一笔订单、退款和支付都能在会员中心查看。</li>
<li><strong>有人可问：</strong>客服团队在在线客服中为您解答。</li>
</ul>
<p>本站为演示商城：商品、门店和人物均为虚构，不涉及真实交易。</p>`,
    },
  },
  {
    category: 'payment',
    sort: 10,
    title: { en: 'Payment methods', zh: '支付方式' },
    content: {
      en: `<p>After you submit an order, the cashier shows the amount to pay and how long the order stays payable: 30 minutes, or 15 minutes for a flash sale.</p>
<h2>Ways to pay</h2>
<ul>
<li><strong>Wallet balance:</strong> paid at once from your balance. If the balance is not enough, <a href="/ucenter/recharge/index">top it up</a> or pay online.</li>
<li><strong>Online payment:</strong> open the payment page or scan its QR code with your phone. The cashier waits until the payment is confirmed by the payment provider, then shows the order as paid.</li>
</ul>
<p>When the shop runs in test mode, the online payment is a sandbox marked "TEST MODE": no money moves.</p>
<h2>Good to know</h2>
<ul>
<li>Coupons are taken off before you pay; an order never costs less than ¥0.01.</li>
<li>Points-mall exchanges take their points when the order is placed; an exchange with no cash part is paid at once.</li>
<li>Pressing Pay twice never charges you twice: an order is paid once.</li>
<li>Unpaid orders are cancelled when their time runs out; their stock and coupons are released.</li>
</ul>`,
      zh: `<p>提交订单后，收银台会显示应付金额和付款剩余时间：普通订单30分钟，秒杀订单15分钟。</p>
<h2>支付方式</h2>
<ul>
<li><strong>余额支付：</strong>直接从账户余额扣款，立即完成。余额不足时可先<a href="/ucenter/recharge/index">充值</a>，或选择在线支付。</li>
<li><strong>在线支付：</strong>打开支付页面或用手机扫描二维码付款。收银台会等待支付渠道确认到账，随后显示订单已付款。</li>
</ul>
<p>商城处于测试模式时，在线支付为标有“测试模式”的沙箱支付，不会产生真实扣款。</p>
<h2>温馨提示</h2>
<ul>
<li>优惠券在付款前抵扣，订单应付金额最低0.01元。</li>
<li>积分商城兑换在下单时扣除积分；无需现金部分的兑换下单即完成支付。</li>
<li>重复点击付款不会重复扣款：每笔订单只会支付一次。</li>
<li>超时未付款的订单将自动取消，库存和优惠券随即释放。</li>
</ul>`,
    },
  },
  {
    category: 'payment',
    sort: 30,
    title: { en: 'Invoices', zh: '发票说明' },
    content: {
      en: `<p>Need an invoice? Ask for it at checkout: tick "Invoice" on the order confirmation page and fill in the header.</p>
<h2>What to fill in</h2>
<ul>
<li><strong>Header type:</strong> personal, or enterprise. An enterprise header needs the company's tax number.</li>
<li><strong>Invoice type:</strong> a normal invoice or a special VAT invoice.</li>
<li><strong>Phone and email</strong> where we can reach you about the invoice.</li>
</ul>
<p>Save the headers you use often in <a href="/ucenter/invoice/index">My invoices</a> (up to 10, one of them the default) and pick one at checkout.</p>
<h2>When it is issued</h2>
<table>
<thead><tr><th>State</th><th>When</th></tr></thead>
<tbody>
<tr><td>To be issued</td><td>The order is unpaid, paid or on its way</td></tr>
<tr><td>Issued</td><td>You have received the goods</td></tr>
<tr><td>Refunded</td><td>Money was refunded on the order: the invoice is called back</td></tr>
<tr><td>Cancelled</td><td>The order was cancelled</td></tr>
</tbody>
</table>
<p>An order keeps the invoice details it was placed with; changing a saved header later does not change it.</p>`,
      zh: `<p>需要发票？请在结算时申请：在订单确认页勾选“开具发票”并填写抬头。</p>
<h2>需要填写</h2>
<ul>
<li><strong>抬头类型：</strong>个人或企业。企业抬头需填写纳税人识别号。</li>
<li><strong>发票类型：</strong>普通发票或增值税专用发票。</li>
<li><strong>手机号和邮箱</strong>，用于发票相关的联系。</li>
</ul>
<p>常用抬头可保存在<a href="/ucenter/invoice/index">我的发票</a>中（最多10个，可设一个默认），结算时直接选择。</p>
<h2>开票进度</h2>
<table>
<thead><tr><th>状态</th><th>说明</th></tr></thead>
<tbody>
<tr><td>待开票</td><td>订单未付款、已付款或配送中</td></tr>
<tr><td>已开票</td><td>您已收到商品</td></tr>
<tr><td>已退款</td><td>订单发生了退款，发票随之作废</td></tr>
<tr><td>已取消</td><td>订单已取消</td></tr>
</tbody>
</table>
<p>订单保留下单时的发票信息，之后修改已保存的抬头不会影响已下的订单。</p>`,
    },
  },
  {
    category: 'payment',
    sort: 20,
    title: { en: 'Wallet and top-up', zh: '余额与充值' },
    content: {
      en: `<p>Your wallet holds a balance you can pay orders with in one step. See it, and every movement of it, in <a href="/ucenter/wallet/index">My wallet</a>.</p>
<h2>Topping up</h2>
<ol>
<li>Open <a href="/ucenter/recharge/index">Top up</a> and pick an amount (¥50, ¥100, ¥200, ¥500, ¥1000) or type one from ¥1.00 to ¥50,000.00.</li>
<li>Pay it online: open the payment page or scan the QR code.</li>
<li>The balance grows as soon as the payment is confirmed.</li>
</ol>
<ul>
<li>A top-up not paid within 30 minutes closes by itself; nothing is charged.</li>
<li>At most 5 top-ups may wait for payment at a time, and a balance holds at most ¥1,000,000.00.</li>
<li>A top-up is paid online, never from the wallet it fills.</li>
</ul>
<h2>The wallet log</h2>
<p>Every top-up, payment and refund writes a line with the amount and the balance after it. Refunds of orders paid from the wallet come straight back to the balance.</p>`,
      zh: `<p>账户余额可用于一键支付订单。余额及每一笔变动都可以在<a href="/ucenter/wallet/index">我的钱包</a>中查看。</p>
<h2>如何充值</h2>
<ol>
<li>打开<a href="/ucenter/recharge/index">在线充值</a>，选择金额（50、100、200、500、1000元）或输入1.00至50000.00元之间的金额。</li>
<li>在线支付：打开支付页面或扫描二维码。</li>
<li>支付确认后，余额立即到账。</li>
</ol>
<ul>
<li>充值单30分钟内未支付将自动关闭，不会扣款。</li>
<li>同一时间最多有5笔待支付的充值单，账户余额上限为1000000.00元。</li>
<li>充值只能通过在线支付完成，不能使用余额。</li>
</ul>
<h2>余额明细</h2>
<p>每一笔充值、支付和退款都会记录金额和变动后的余额。余额支付的订单退款会直接退回余额。</p>`,
    },
  },
  {
    category: 'account',
    sort: 30,
    title: { en: 'Account security', zh: '账户安全' },
    content: {
      en: `<p>Your account holds your orders, addresses, wallet and points. A few habits keep it safe.</p>
<h2>Signing in</h2>
<ul>
<li>Sign in with your username or phone number and your password, or with your phone number and a text-message code.</li>
<li>Passwords have 6 to 20 characters with both letters and digits. Use one you do not use elsewhere.</li>
<li>After 10 failed sign-ins within 15 minutes the account is locked until that time has passed, wherever the attempts came from.</li>
</ul>
<h2>If you forget your password</h2>
<p>Reset it on <a href="/user/forget">Forgot password</a> with a code sent to your bound phone number, then sign in again. An account made without a phone number can bind one on <a href="/user/bind">Bind phone</a>.</p>
<h2>Stay safe</h2>
<ul>
<li>Never tell anyone your password or a verification code. Our customer service will never ask for them.</li>
<li>Sign out after using a shared computer.</li>
<li>Keep your pickup codes to yourself.</li>
</ul>`,
      zh: `<p>您的账户里有订单、地址、余额和积分，养成几个好习惯，让账户更安全。</p>
<h2>登录</h2>
<ul>
<li>可使用用户名或手机号加密码登录，也可使用手机号加短信验证码登录。</li>
<li>密码为6至20位，须同时包含字母和数字。请不要与其他网站使用相同的密码。</li>
<li>15分钟内连续登录失败10次，账户将被锁定至该时段结束，无论尝试来自何处。</li>
</ul>
<h2>忘记密码</h2>
<p>在<a href="/user/forget">找回密码</a>页面，用发送到绑定手机号的验证码重设密码后重新登录。未绑定手机号的账户可在<a href="/user/bind">绑定手机</a>页面绑定。</p>
<h2>安全提示</h2>
<ul>
<li>不要向任何人透露密码或验证码，客服人员绝不会向您索要。</li>
<li>在公共电脑上使用后请退出登录。</li>
<li>请妥善保管自提码。</li>
</ul>`,
    },
  },
  {
    category: 'guide',
    sort: 20,
    title: { en: 'Group buying rules', zh: '拼团规则' },
    content: {
      en: `<p>Group buying gives a lower price when enough people buy together. Each deal says how many members a group needs and how long it stays open.</p>
<ol>
<li>Open a deal in <a href="/activity/group/index">Group buying</a>.</li>
<li>Join an open group listed on the page, or start your own and become its leader.</li>
<li>Pay the order within its payment window; your seat counts once it is paid.</li>
<li>Share the group's link with friends so they can join.</li>
<li>When the last seat is paid for, the group succeeds.</li>
</ol>
<h2>If the group does not fill</h2>
<p>When its time runs out before it is full, the group fails and every member who paid is refunded automatically, to where the money came from.</p>
<h2>Rules</h2>
<ul>
<li>Coupons cannot be used on group orders.</li>
<li>A deal may limit how many units each member may buy; paid and unpaid orders count.</li>
<li>An unpaid order that is cancelled gives up its seat.</li>
</ul>`,
      zh: `<p>拼团是多人一起购买享受更低价格的活动。每个拼团商品都会标明成团人数和拼团有效时间。</p>
<ol>
<li>在<a href="/activity/group/index">拼团</a>中选择商品。</li>
<li>加入页面上正在进行的团，或自己开团成为团长。</li>
<li>在付款时限内完成支付，付款后才占据名额。</li>
<li>把拼团链接分享给好友，邀请他们参团。</li>
<li>最后一个名额付款后，拼团成功。</li>
</ol>
<h2>拼团失败</h2>
<p>有效时间结束时人数未满，拼团失败，已付款的成员将自动退款，原路退回。</p>
<h2>规则</h2>
<ul>
<li>拼团订单不能使用优惠券。</li>
<li>拼团商品可能有每人限购数量，已付款和未付款的订单都计入。</li>
<li>未付款订单被取消后，名额随之释放。</li>
</ul>`,
    },
  },
  {
    category: 'guide',
    sort: 30,
    title: { en: 'Flash sale rules', zh: '秒杀规则' },
    content: {
      en: `<p>Flash sales sell selected goods at a special price in daily time slots, in China time. The <a href="/activity/second/index">Flash sale</a> page shows the slots of the day: the one selling now, and those to come.</p>
<h2>How it works</h2>
<ul>
<li>The flash price applies only while the product's slot is selling; before it, the page counts down to its start.</li>
<li>Each sale has its own limited stock; when it is gone the sale ends.</li>
<li>Many sales limit how many units each member may buy; paid and unpaid orders count.</li>
</ul>
<h2>Pay within 15 minutes</h2>
<p>A flash-sale order must be paid within <strong>15 minutes</strong>. After that it is cancelled and its units go back on sale for other shoppers.</p>
<ul>
<li>Coupons cannot be used on flash-sale orders.</li>
<li>Keep your wallet topped up to pay in one step.</li>
</ul>`,
      zh: `<p>秒杀活动每天分场次（北京时间）以特价销售精选商品。<a href="/activity/second/index">限时秒杀</a>页面显示当天的场次：正在抢购的场次和即将开始的场次。</p>
<h2>活动说明</h2>
<ul>
<li>秒杀价仅在商品所属场次进行时有效；开始前，页面会显示倒计时。</li>
<li>每个秒杀活动有独立的限量库存，抢完即止。</li>
<li>多数秒杀商品每人限购，已付款和未付款的订单都计入。</li>
</ul>
<h2>请在15分钟内付款</h2>
<p>秒杀订单须在<strong>15分钟</strong>内付款，超时自动取消，商品将重新开放给其他顾客抢购。</p>
<ul>
<li>秒杀订单不能使用优惠券。</li>
<li>提前充值余额，付款更快捷。</li>
</ul>`,
    },
  },
  {
    category: 'guide',
    sort: 40,
    title: { en: 'Bargain rules', zh: '砍价规则' },
    content: {
      en: `<p>A bargain starts at a start price; friends help you cut it down to a floor price. You can buy at the price reached at any time.</p>
<ol>
<li>Open a product in <a href="/activity/bargain/index">Bargain</a>, choose its option and press "Start bargaining".</li>
<li>Share the bargain's link. Each friend who is a member can cut it once, by a random part of what is left.</li>
<li>The last friend needed cuts it exactly to the floor price.</li>
<li>Buy one unit at the price reached, through the normal checkout.</li>
</ol>
<h2>Rules</h2>
<ul>
<li>You cannot cut your own bargain, and a friend helps a given bargain once.</li>
<li>You may have one open bargain per product on offer.</li>
<li>When the promotion ends, bargains not bought close.</li>
<li>Coupons cannot be used on bargain orders.</li>
</ul>`,
      zh: `<p>砍价从起始价开始，好友帮您一刀刀砍到底价。砍到任何价格时都可以随时购买。</p>
<ol>
<li>在<a href="/activity/bargain/index">砍价</a>中打开商品，选择规格，点击“发起砍价”。</li>
<li>分享砍价链接。每位会员好友可以帮砍一次，每次随机砍掉剩余差价的一部分。</li>
<li>最后一位所需的好友会把价格砍到底价。</li>
<li>按当前价格购买一件，走正常结算流程。</li>
</ol>
<h2>规则</h2>
<ul>
<li>不能给自己砍价，每位好友对同一砍价只能帮砍一次。</li>
<li>同一砍价活动，每人同时只能有一个进行中的砍价。</li>
<li>活动结束后，未购买的砍价自动关闭。</li>
<li>砍价订单不能使用优惠券。</li>
</ul>`,
    },
  },
  {
    category: 'account',
    sort: 20,
    title: { en: 'Points and the points mall', zh: '积分与积分商城' },
    content: {
      en: `<p>Points reward your purchases. See your points and every change of them in <a href="/ucenter/wallet/index">My wallet</a>.</p>
<h2>Earning points</h2>
<ul>
<li><strong>1 point per yuan:</strong> when an order completes (every item reviewed), you earn one point for each whole yuan you paid and kept.</li>
<li>At least 10 points per completed order, however small.</li>
<li>Amounts refunded earn nothing.</li>
</ul>
<h2>Spending points</h2>
<p>Exchange points for goods in the <a href="/activity/point/index">points mall</a>. Each product costs points per unit, sometimes plus a small cash part.</p>
<ul>
<li>The points are taken when the order is placed. If an unpaid exchange is cancelled, they come back.</li>
<li>Points-mall orders ship free; coupons cannot be used on them.</li>
<li>An exchange with no cash part is paid at once and goes straight to shipping.</li>
</ul>`,
      zh: `<p>积分是对您购物的回馈。积分余额和每一笔变动都可以在<a href="/ucenter/wallet/index">我的钱包</a>中查看。</p>
<h2>获得积分</h2>
<ul>
<li><strong>每1元得1积分：</strong>订单完成（全部商品已评价）时，实付并未退款的金额每满1元得1积分。</li>
<li>每笔完成的订单至少获得10积分。</li>
<li>已退款的金额不计积分。</li>
</ul>
<h2>使用积分</h2>
<p>在<a href="/activity/point/index">积分商城</a>用积分兑换商品。每件商品需要一定积分，有的还需支付少量现金。</p>
<ul>
<li>下单时扣除积分；未付款的兑换订单取消后，积分退回。</li>
<li>积分商城订单包邮，不能使用优惠券。</li>
<li>无需现金部分的兑换下单即完成支付，直接进入发货。</li>
</ul>`,
    },
  },
  {
    category: 'about',
    sort: 20,
    title: { en: 'Contact customer service', zh: '联系客服' },
    content: {
      en: `<p>Our customer-service agents answer in the <a href="/service/online">online chat</a>. Open it from the floating box at the side of any page, with "Ask about this product" on a product page, or "Ask about this order" on an order's details.</p>
<h2>In the chat you can</h2>
<ul>
<li>write text and emoji;</li>
<li>send pictures, for example of a damaged parcel;</li>
<li>send a product card or one of your order cards, so the agent sees exactly what you mean.</li>
</ul>
<h2>When nobody is online</h2>
<p>The top of the chat says whether an agent is online. If nobody is, leave your message: you get an automatic reply at once, and an agent answers in the same chat when they are back. The floating box then shows how many messages you have not read.</p>
<h2>Before you ask</h2>
<ul>
<li><a href="/page/view?id=3">FAQ</a></li>
<li><a href="/page/view?id=6">Refunds</a></li>
<li>For a pickup order, you can also call the store: see <a href="/page/view?id=4">Store pickup</a>.</li>
</ul>`,
      zh: `<p>客服人员在<a href="/service/online">在线客服</a>中为您解答。您可以从页面侧边的浮动栏进入，也可以在商品页点击“咨询商品”，或在订单详情中点击“咨询订单”。</p>
<h2>在对话中您可以</h2>
<ul>
<li>发送文字和表情；</li>
<li>发送图片，例如包裹破损的照片；</li>
<li>发送商品卡片或您的订单卡片，让客服准确了解您的问题。</li>
</ul>
<h2>客服不在线时</h2>
<p>对话顶部会显示客服是否在线。如果暂时无人在线，请直接留言：系统会立即自动回复，客服回来后会在同一对话中答复您，浮动栏也会显示未读消息数。</p>
<h2>咨询之前</h2>
<ul>
<li><a href="/page/view?id=3">常见问题</a></li>
<li><a href="/page/view?id=6">退款说明</a></li>
<li>自提订单也可以直接致电门店，详见<a href="/page/view?id=4">上门自提</a>。</li>
</ul>`,
    },
  },
  {
    category: 'guide',
    sort: 50,
    title: { en: 'Using coupons', zh: '优惠券使用说明' },
    content: {
      en: `<p>Coupons take money off your order at checkout. Claim them in the coupon centre and find them in <a href="/ucenter/coupon/index">My coupons</a>.</p>
<h2>Kinds of coupons</h2>
<ul>
<li><strong>Money off:</strong> for example ¥20 off orders of ¥199 or more.</li>
<li><strong>Discount:</strong> for example 10% off the goods.</li>
</ul>
<p>A coupon may cover every product or only one category; its threshold then counts the goods it covers.</p>
<h2>Rules</h2>
<ul>
<li>One coupon per order. Checkout lists the coupons you hold, and says why one cannot be used.</li>
<li>Each coupon is valid between its dates.</li>
<li>Coupons cannot be used on promotions (group buying, flash sales, bargains, the points mall, limited offers).</li>
<li>Cancelling an unpaid order gives the coupon back; a coupon used on a paid order stays used, also after a refund.</li>
</ul>`,
      zh: `<p>优惠券可在结算时抵扣订单金额。在领券中心领取后，可在<a href="/ucenter/coupon/index">我的优惠券</a>中查看。</p>
<h2>优惠券类型</h2>
<ul>
<li><strong>满减券：</strong>例如满199元减20元。</li>
<li><strong>折扣券：</strong>例如商品金额打9折。</li>
</ul>
<p>优惠券可能适用于全部商品或仅限某一分类，门槛金额按适用商品计算。</p>
<h2>使用规则</h2>
<ul>
<li>每笔订单限用一张。结算页会列出您的优惠券，并说明不可用的原因。</li>
<li>优惠券须在有效期内使用。</li>
<li>促销活动（拼团、秒杀、砍价、积分商城、限购）不能使用优惠券。</li>
<li>取消未付款的订单会退回优惠券；已付款订单使用的优惠券不再退回，退款后亦同。</li>
</ul>`,
    },
  },
];

/**
 * The help centre's categories and articles, in both languages, content sanitised as the back
 * office's saves are. Runs on a database without help categories, hence without articles: the
 * articles take ids 1.. in the order above, which the seeded layout's links rely on.
 */
export async function seedHelpCentre(tx: Db): Promise<void> {
  const categoryIds = new Map<CategoryKey, number>();
  for (const [index, category] of CATEGORIES.entries()) {
    const [row] = await tx
      .insert(helpCategories)
      .values({ nameZh: category.name.zh, nameEn: category.name.en, sort: (index + 1) * 10 })
      .returning({ id: helpCategories.id });
    categoryIds.set(category.key, row!.id);
  }
  await tx.insert(helpArticles).values(
    ARTICLES.map((article, index) => ({
      id: index + 1,
      categoryId: categoryIds.get(article.category)!,
      titleZh: article.title.zh,
      titleEn: article.title.en,
      contentZh: sanitizeArticle(article.content.zh),
      contentEn: sanitizeArticle(article.content.en),
      sort: article.sort,
    })),
  );
  await tx.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('help_articles', 'id'), (SELECT max(id) FROM "help_articles"))`));
}
