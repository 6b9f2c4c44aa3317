// The product page's own script, as a legacy storefront page carries one: the big picture follows the shade the buy
// box has chosen. The add-to-bag island says each choice with a bubbling `sfi:sku` event on its host (detail:
// productId, skuId); the page lists each shade's picture in #shade-pictures (src and alt, written by the server).
// Listened to on the buy box itself, so a quick view opened on the page (its own buy box) leaves the picture alone.
// A shade the list does not know puts the product's own picture back. Attributes only, never markup.
(function () {
  'use strict';
  var media = document.querySelector('.product-detail__media');
  var picture = media && media.querySelector('img');
  var box = document.querySelector('.product-detail .buy-box');
  var data = document.getElementById('shade-pictures');
  if (!picture || !box || !data) return;
  var pictures;
  try {
    pictures = JSON.parse(data.textContent);
  } catch (error) {
    return;
  }
  var own = { src: picture.getAttribute('src'), alt: picture.getAttribute('alt') };

  box.addEventListener('sfi:sku', function (event) {
    if (event.target !== box) return;
    var skuId = event.detail && event.detail.skuId;
    var shade = typeof skuId === 'string' && Object.prototype.hasOwnProperty.call(pictures, skuId) ? pictures[skuId] : own;
    if (picture.getAttribute('src') !== shade.src) picture.setAttribute('src', shade.src);
    if (picture.getAttribute('alt') !== shade.alt) picture.setAttribute('alt', shade.alt);
  });
})();
