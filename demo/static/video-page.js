// The video pages' own script, as a legacy storefront page carries one (docs/requirements.md §7.3 "Metrics"):
// the page's tagging function the player sends its metric tags to, the actions the film's chapters and cue points
// name, and chapter buttons that drive the player through its legacy global (window[objectName]).
(function () {
  'use strict';
  var tags = [];
  var chapters = [];
  var cues = [];
  /** What the page received, for anyone curious (and the browser tests). */
  window.videoPageLog = { tags: tags, chapters: chapters, cues: cues };

  window.cmCreateElementTag = function (elementId, category, attributes) {
    tags.push([elementId, category, attributes]);
    var log = document.getElementById('video-metric-log');
    if (!log) return;
    var item = document.createElement('li');
    item.textContent = elementId + ' · ' + category + ' · ' + attributes;
    log.appendChild(item);
  };
  window.videoPageChapter = function (detail) {
    chapters.push(detail && detail.chapter ? detail.chapter.name : detail);
  };
  window.videoPageCue = function (detail) {
    cues.push(detail && detail.key ? detail.key : detail);
  };

  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('[data-video-seek]') : null;
    var player = window.productFilm;
    if (!button || !player) return;
    player.seek(Number(button.getAttribute('data-video-seek')));
    player.play();
  });
})();
