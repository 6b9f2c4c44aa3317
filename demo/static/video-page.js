// The video pages' own script, as a legacy storefront page carries one (docs/requirements.md §7.3 "Metrics"):
// the page's tagging function the player sends its metric tags to, the actions the film's chapters and cue points
// name, and chapter buttons that drive the player through its legacy global (window[objectName]) and mark the chapter
// playing (aria-current) as the chapters' actions report them; a chapter button brings the player into view.
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
  /** The chapter list's button of a chapter (none for the hidden opening): the one that seeks to its start. */
  function chapterButton(detail) {
    var chapter = detail && detail.chapter;
    if (!chapter) return null;
    var buttons = document.querySelectorAll('[data-video-seek]');
    for (var i = 0; i < buttons.length; i += 1) {
      if (Number(buttons[i].getAttribute('data-video-seek')) === chapter.timein) return buttons[i];
    }
    return null;
  }
  window.videoPageChapter = function (detail) {
    chapters.push(detail && detail.chapter ? detail.chapter.name : detail);
    var button = chapterButton(detail);
    if (button) button.setAttribute('aria-current', 'true');
  };
  window.videoPageChapterExit = function (detail) {
    var button = chapterButton(detail);
    if (button) button.removeAttribute('aria-current');
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
    // The list is below the player: on a phone the film would play out of sight. Brought into view, no further.
    var film = document.querySelector('[data-widget="video-player"] video');
    if (film) film.scrollIntoView({ block: 'nearest' });
  });
})();
