(function () {
  "use strict";
  var list = document.getElementById("dialogue-list");
  if (!list) { return; }
  function dialogues() {
    return Array.prototype.slice.call(list.querySelectorAll(":scope > .dialogue"));
  }
  function byIndex(a, b) { return Number(a.dataset.index) - Number(b.dataset.index); }
  function byFinal(a, b) { return Number(a.dataset.final) - Number(b.dataset.final); }
  var orders = {
    "run": byIndex,
    "final-asc": function (a, b) { return byFinal(a, b) || byIndex(a, b); },
    "final-desc": function (a, b) { return byFinal(b, a) || byIndex(a, b); },
    "persona": function (a, b) {
      var x = a.dataset.persona, y = b.dataset.persona;
      return x < y ? -1 : x > y ? 1 : byIndex(a, b);
    }
  };
  var sortButtons = document.querySelectorAll("[data-sort]");
  sortButtons.forEach(function (button) {
    button.addEventListener("click", function () {
      var fragment = document.createDocumentFragment();
      dialogues().sort(orders[button.dataset.sort]).forEach(function (d) {
        fragment.appendChild(d);
      });
      list.appendChild(fragment);
      sortButtons.forEach(function (b) { b.setAttribute("aria-pressed", String(b === button)); });
    });
  });
  function showThoughts(dialogue, on) {
    dialogue.classList.toggle("show-thoughts", on);
    var toggle = dialogue.querySelector(".thought-toggle");
    if (toggle) {
      toggle.setAttribute("aria-pressed", String(on));
      toggle.textContent = on ? "Hide thoughts" : "Show thoughts";
    }
  }
  list.addEventListener("click", function (event) {
    var toggle = event.target.closest(".thought-toggle");
    if (!toggle) { return; }
    var dialogue = toggle.closest(".dialogue");
    showThoughts(dialogue, !dialogue.classList.contains("show-thoughts"));
  });
  var all = document.getElementById("show-thoughts");
  if (all) {
    all.addEventListener("change", function () {
      dialogues().forEach(function (d) { showThoughts(d, all.checked); });
    });
  }
  document.querySelectorAll("[data-expand]").forEach(function (button) {
    button.addEventListener("click", function () {
      var open = button.dataset.expand === "open";
      dialogues().forEach(function (d) { d.open = open; });
    });
  });
})();
