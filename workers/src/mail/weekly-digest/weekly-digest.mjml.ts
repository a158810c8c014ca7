/**
 * The weekly digest's layout in MJML, which compiles to the nested tables and inline styles that
 * Gmail, Outlook and phones all render alike. The words and figures are Handlebars fields of a
 * DigestView, filled per mail into the HTML compiled once (weekly-digest-mail.ts); a section
 * between <mj-raw> markers is repeated or left out whole.
 */
export const WEEKLY_DIGEST_MJML = `
<mjml lang="{{lang}}">
  <mj-head>
    <mj-title>{{subject}}</mj-title>
    <mj-preview>{{preheader}}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#1f2d1f" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f6f1" width="600px">
    <mj-section background-color="#2e7d32" padding="18px 24px">
      <mj-column>
        <mj-text color="#ffffff" font-size="20px" font-weight="bold">{{title}}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="20px 24px 4px">
      <mj-column>
        <mj-text>{{greeting}}</mj-text>
        <mj-text>{{intro}}</mj-text>
      </mj-column>
    </mj-section>
    <mj-raw>{{#each sections}}</mj-raw>
    <mj-section background-color="#ffffff" padding="4px 24px">
      <mj-column border-left="4px solid #66bb6a" padding-left="12px">
        <mj-text font-size="13px" font-weight="bold" color="#2e7d32" text-transform="uppercase" padding-bottom="4px">{{heading}}</mj-text>
        <mj-raw>{{#each lines}}</mj-raw>
        <mj-text padding-top="2px" padding-bottom="2px">{{this}}</mj-text>
        <mj-raw>{{/each}}</mj-raw>
      </mj-column>
    </mj-section>
    <mj-raw>{{/each}}</mj-raw>
    <mj-raw>{{#if podium}}</mj-raw>
    <mj-section background-color="#ffffff" padding="4px 24px">
      <mj-column>
        <mj-text font-size="13px" font-weight="bold" color="#2e7d32" text-transform="uppercase" padding-bottom="4px">{{podium.heading}}</mj-text>
        <mj-table font-size="15px" color="#1f2d1f" cellpadding="4px">
          {{#each podium.rows}}<tr><td style="width:32px;font-weight:bold">{{place}}</td><td>{{name}}</td><td style="text-align:right;white-space:nowrap">{{trees}}</td></tr>{{/each}}
        </mj-table>
      </mj-column>
    </mj-section>
    <mj-raw>{{/if}}</mj-raw>
    <mj-section background-color="#ffffff" padding="8px 24px 24px">
      <mj-column>
        <mj-button href="{{link}}" background-color="#2e7d32" color="#ffffff" font-size="15px" border-radius="6px" align="left">{{button}}</mj-button>
        <mj-text>{{footer}}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="12px 24px">
      <mj-column>
        <mj-text font-size="12px" line-height="18px" color="#5b6b5b">{{why}} <a href="{{unsubscribePage}}" style="color:#2e7d32">{{unsubscribe}}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
