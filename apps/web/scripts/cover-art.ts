// The designs of the blog covers (1280 × 720): compositions of our own product UI, drawn in HTML and SVG.

const sparkle = (size: number, color = '#0f6f91') =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M9.94 14.06 4 12l5.94-2.06L12 4l2.06 5.94L20 12l-5.94 2.06L12 20z"/></svg>`;
const check = (color = '#10996a') =>
  `<svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"/></svg>`;
const cross = `<svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="#cbd5e1" stroke-width="2.6" stroke-linecap="round"><path d="M6 12h12"/></svg>`;

const bar = (width: number, color = '#e2e8f0', height = 14) =>
  `<div style="height:${height}px;width:${width}px;border-radius:8px;background:${color}"></div>`;

const taskRow = (label: string, hours: string, price: string) => `
  <div class="row" style="justify-content:space-between;padding:16px 28px;border-top:1px solid #eef2f6;font-size:21px">
    <span>${label}</span><span class="row" style="gap:40px"><span class="muted">${hours}</span><b>${price}</b></span></div>`;

const ai = `
<div class="card" style="left:120px;top:90px;width:600px;height:540px">
  <div class="row" style="padding:22px 28px;border-bottom:1px solid #eef2f6;font-size:22px;font-weight:700">${sparkle(30)} Scope assistant</div>
  <div style="padding:26px 28px">
    <div style="margin-left:auto;width:380px;background:#0f6f91;color:#fff;border-radius:20px 20px 4px 20px;padding:16px 20px;font-size:20px;line-height:1.4">Replace the firewalls at 3 branch offices</div>
    <div style="margin-top:22px;background:#f1f5f9;border-radius:20px 20px 20px 4px;padding:18px 20px">
      ${[
        'Site survey and rule review',
        'Stage and configure firewalls',
        'After-hours cut-over',
        'VPN and failover tests',
      ]
        .map(
          (t) =>
            `<div class="row" style="background:#fff;border-radius:12px;padding:12px 14px;margin-bottom:10px;font-size:19px">${check('#0f6f91')}<span>${t}</span></div>`,
        )
        .join('')}
    </div>
  </div>
</div>
<div class="card" style="left:760px;top:200px;width:400px;height:300px;padding:30px">
  <p class="muted" style="font-size:18px;font-weight:600">Suggestions reviewed</p>
  <p style="font-size:72px;font-weight:800;letter-spacing:-.04em;margin-top:6px" class="ink">22 h</p>
  <p class="muted" style="font-size:18px;margin-top:4px">added to Implementation</p>
  <div style="margin-top:26px;display:flex;gap:10px">${bar(120, '#7ff0e0', 16)}${bar(80, '#0f6f91', 16)}${bar(60, '#e2e8f0', 16)}</div>
</div>`;

const marginSteps = ['Discovery', 'Rate card', 'Hidden labour', 'Margin check', 'Change control'];
const quoteItRight = `
<div class="card" style="left:110px;top:110px;width:560px;height:500px">
  <div style="padding:26px 28px;border-bottom:1px solid #eef2f6"><p class="muted" style="font-size:18px">Quote Q-1042</p>
  <p style="font-size:28px;font-weight:700;margin-top:4px">Microsoft 365 migration</p></div>
  ${taskRow('Discovery', '6 h', '$1,110.00')}${taskRow('Implementation', '40 h', '$6,800.00')}${taskRow('Handover', '8 h', '$1,160.00')}
  <div class="row" style="justify-content:space-between;padding:20px 28px;background:#f8fafc;border-top:1px solid #eef2f6;font-size:22px;font-weight:700"><span>One-time total</span><span>$9,070.00</span></div>
</div>
<div class="card" style="left:720px;top:110px;width:450px;height:500px;padding:32px">
  <svg width="230" height="130" viewBox="0 0 230 130" style="display:block;margin:0 auto"><path d="M20 120a95 95 0 0 1 190 0" fill="none" stroke="#e2e8f0" stroke-width="22" stroke-linecap="round"/>
  <path d="M20 120a95 95 0 0 1 150-77" fill="none" stroke="#10996a" stroke-width="22" stroke-linecap="round"/></svg>
  <p style="text-align:center;font-size:48px;font-weight:800;margin-top:-8px">44.7%</p>
  <p class="muted" style="text-align:center;font-size:18px">margin · target 35%</p>
  <div style="margin-top:22px;display:flex;flex-wrap:wrap;gap:8px;justify-content:center">
    ${marginSteps.map((s, i) => `<span class="chip" style="background:#e6f4f8;color:#0f6f91;font-size:16px">${i + 1} · ${s}</span>`).join('')}
  </div>
</div>`;

const cell = (w: number, bg = '#fff', text = '') =>
  `<div style="width:${w}px;height:46px;border-right:1px solid #e2e8f0;border-bottom:1px solid #e2e8f0;background:${bg};font-size:17px;padding:12px 10px;color:#475569">${text}</div>`;
const sheetRow = (cells: string) => `<div style="display:flex">${cells}</div>`;
const note = (left: number, top: number, rotate: number, text: string, color: string) =>
  `<div style="position:absolute;left:${left}px;top:${top}px;transform:rotate(${rotate}deg);background:${color};padding:20px 22px;width:230px;font-size:22px;font-weight:700;color:#3b2f0b;box-shadow:0 18px 30px rgba(0,0,0,.25);border-radius:4px">${text}</div>`;
const challenges = `
<div class="card" style="left:140px;top:100px;width:760px;height:520px;border-radius:10px">
  <div style="background:#f1f5f9;padding:12px 18px;font-size:17px;color:#475569;border-bottom:1px solid #e2e8f0">scope_FINAL_v7 (2).xlsx</div>
  ${sheetRow(cell(60, '#f8fafc', '') + cell(300, '#f8fafc', 'Task') + cell(120, '#f8fafc', 'Hours') + cell(140, '#f8fafc', 'Rate') + cell(140, '#f8fafc', 'Total'))}
  ${[
    ['Migrate mailboxes', '18', '$150', '$2,700'],
    ['Firewall swap', '??', '$140', '#REF!'],
    ['Project mgmt', '', '', ''],
    ['Licences', '45', '$20.40', '$918'],
    ['Training', '4', '$95', '$380'],
    ['Travel', '—', '', ''],
    ['Hypercare', '8', '$150', '$1,200'],
  ]
    .map(([a, b, c, d], i) =>
      sheetRow(
        cell(60, '#f8fafc', String(i + 2)) +
          cell(300, '#fff', a) +
          cell(120, b === '??' ? '#fee2e2' : '#fff', b) +
          cell(140, '#fff', c) +
          cell(140, d === '#REF!' ? '#fee2e2' : '#fff', d),
      ),
    )
    .join('')}
</div>
${note(860, 130, 4, 'Who approved this rate?', '#fde68a')}
${note(900, 330, -5, 'Scope creep: +3 sites', '#fecaca')}
${note(780, 520, 3, 'Price book from 2022', '#bbf7d0')}`;

const whyWeBuilt = `
<div class="card" style="left:130px;top:130px;width:1020px;height:460px;padding:48px 56px">
  <p class="muted" style="font-size:22px;font-weight:600">Time to a priced scope</p>
  <div style="margin-top:44px">
    <div class="row" style="justify-content:space-between;font-size:24px;font-weight:600"><span>Spreadsheet and memory</span><span>3-8 hours</span></div>
    <div style="margin-top:14px;height:44px;border-radius:12px;background:linear-gradient(90deg,#f97316,#fb923c);width:100%"></div>
    <div class="row" style="justify-content:space-between;font-size:24px;font-weight:600;margin-top:48px"><span class="row">${sparkle(30)} With the scope assistant</span><span class="ink">under 60 s</span></div>
    <div style="margin-top:14px;height:44px;border-radius:12px;background:linear-gradient(90deg,#0f6f91,#7ff0e0);width:60px"></div>
  </div>
  <p class="muted" style="margin-top:48px;font-size:20px">Founded 2023 by MSP engineers who were tired of scoping at midnight.</p>
</div>`;

const compareRow = (label: string, ours: boolean, theirs: boolean) => `
  <div class="row" style="padding:17px 30px;border-top:1px solid #eef2f6;font-size:22px">
    <span style="flex:1">${label}</span><span style="width:170px;display:flex;justify-content:center">${ours ? check() : cross}</span>
    <span style="width:170px;display:flex;justify-content:center">${theirs ? check('#94a3b8') : cross}</span></div>`;
const comparison = `
<div class="card" style="left:150px;top:90px;width:980px;height:540px">
  <div class="row" style="padding:24px 30px;font-size:20px;font-weight:700;background:#f8fafc">
    <span style="flex:1" class="muted">Capability</span><span style="width:170px;text-align:center" class="ink">Scopewright</span><span style="width:170px;text-align:center" class="muted">Typical CPQ</span></div>
  ${compareRow('Scope drafted from a plain-English description', true, false)}
  ${compareRow('Margin checked on every line before sending', true, false)}
  ${compareRow('One-time and recurring totals kept apart', true, true)}
  ${compareRow('Client accepts online, on any device', true, true)}
  ${compareRow('Your templates recreated for you', true, false)}
  ${compareRow('Quoting-first screens, minutes to learn', true, false)}
</div>`;

export const COVER_ART: Record<string, string> = {
  'ai-transforming-msps': ai,
  'quote-it-right-5-steps-protect-msp-margins': quoteItRight,
  'msp-quoting-challenges': challenges,
  'why-we-built-scopewright': whyWeBuilt,
  'connectwise-sell-replacement': comparison,
};
