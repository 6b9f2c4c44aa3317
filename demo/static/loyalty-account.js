// The loyalty account page's own script, as a legacy storefront page carries one. The points are a user field the
// bundle fills; the rest of what the page wrote from the database it brings up to date itself when the
// loyalty-offers island tells it a share's answer (`sfi:loyalty:offer`): the offer "Received", and from the answer's
// points the tier and the way to the next (the tiers the page lists in #loyalty-tiers); when this share applied the
// offer, the history's new line, as the server writes it (today in UTC, the offer's title and points). Quietly: the
// island's status has said the answer once, so nothing here is a live region. Text only, never markup.
(function () {
  'use strict';
  var number = new Intl.NumberFormat('en-US');
  var day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

  /** The program's tiers, lowest first ({name, minPoints}); none when the page lists none. */
  function tiers() {
    var data = document.getElementById('loyalty-tiers');
    try {
      var list = JSON.parse(data ? data.textContent : '[]');
      return Array.isArray(list) ? list : [];
    } catch (error) {
      return [];
    }
  }

  function showTier(points) {
    var list = tiers();
    var current = null;
    var next = null;
    for (var i = 0; i < list.length; i += 1) {
      if (list[i].minPoints <= points) current = list[i];
      else if (!next) next = list[i];
    }
    var tier = document.querySelector('.loyalty-tier strong');
    if (tier && current) tier.textContent = current.name;
    var line = document.querySelector('.loyalty-next');
    if (line && current) line.textContent = next ? number.format(next.minPoints - points) + ' points to ' + next.name + '.' : 'You have reached the top tier.';
  }

  function offerOf(code) {
    var offers = document.querySelectorAll('[data-offer]');
    for (var i = 0; i < offers.length; i += 1) if (offers[i].getAttribute('data-offer') === code) return offers[i];
    return null;
  }

  function addHistoryLine(offer) {
    var body = document.querySelector('.loyalty-history tbody');
    var title = offer.querySelector('strong');
    var points = Number(offer.getAttribute('data-points'));
    if (!body || !title || !points) return;
    var today = new Date().toISOString().slice(0, 10);
    var when = document.createElement('time');
    when.setAttribute('datetime', today);
    when.textContent = day.format(new Date(today + 'T00:00:00Z'));
    var row = document.createElement('tr');
    [when, title.textContent, '+' + number.format(points)].forEach(function (content) {
      var cell = document.createElement('td');
      cell.append(content);
      row.appendChild(cell);
    });
    body.insertBefore(row, body.firstChild);
  }

  document.addEventListener('sfi:loyalty:offer', function (event) {
    var answer = event.detail || {};
    var offer = offerOf(answer.code);
    var state = offer && offer.querySelector('.loyalty-offer__state');
    // Applied by this share: its line is new. Received before (another tab): its line is the server's, with a date
    // this page does not know, so it shows on the next load.
    if (state && answer.applied === true && state.textContent !== 'Received') addHistoryLine(offer);
    if (state) state.textContent = 'Received';
    if (typeof answer.points === 'number') showTier(answer.points);
  });
})();
