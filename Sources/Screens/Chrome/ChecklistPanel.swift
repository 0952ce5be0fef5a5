import Strings
import TerminalUI
import Walkthrough

/// Draws a walkthrough's checklist: every step with its mark, the current one highlighted with
/// exactly what to do and, right under it, the latest explanation.
enum ChecklistPanel {
  /// The panel's lines for `walkthrough`, fitting `width` columns.
  static func lines(_ walkthrough: Walkthrough, width: Int) -> [(String, CellStyle)] {
    let strings = walkthrough.strings
    var lines: [(String, CellStyle)] = [
      (strings.text(walkthrough.kind.titleKey), CellStyle(bold: true, underline: true)),
      ("", .plain),
    ]
    func add(_ text: String, indent: Int, style: CellStyle) {
      let pad = String(repeating: " ", count: indent)
      for (row, line) in TextWrap.lines(text, width: max(1, width - indent)).enumerated() {
        lines.append(((row == 0 ? "" : pad) + (row == 0 && indent > 0 ? pad : "") + line, style))
      }
    }
    let current = walkthrough.currentIndex
    let steps = walkthrough.steps
    // The first run of prepared steps folds into one line when all passed; a failed one stays
    // visible, and so do prepared steps after the run (a later test's).
    let firstPrepared = steps.firstIndex { $0.prepared }
    let prepared =
      firstPrepared.map { first in
        Array(first..<(steps[first...].firstIndex { !$0.prepared } ?? steps.count))
      } ?? []
    let foldPrepared = prepared.count > 1 && prepared.allSatisfy { steps[$0].passed }
    for (index, step) in steps.enumerated() {
      // The folded run stands where its first step would.
      if foldPrepared, let first = prepared.first, let last = prepared.last, index == first {
        add(
          "[x] " + strings.text(.walkthroughPreparedFolded, first + 1, last + 1), indent: 0,
          style: CellStyle(dim: true))
      }
      if foldPrepared, prepared.contains(index) { continue }
      let mark: String =
        switch step.status {
        case .passed: "[x]"
        case .failed: "[!]"
        case .pending: index == current ? "[>]" : "[ ]"
        }
      let style: CellStyle =
        index == current
        ? CellStyle(bold: true, reverse: true) : step.prepared ? CellStyle(dim: true) : .plain
      for (row, line) in TextWrap.lines("\(mark) \(index + 1). \(step.title)", width: width)
        .enumerated()
      {
        lines.append((row == 0 ? line : "    " + line, style))
      }
      if index == current {
        add(step.instruction, indent: 4, style: .plain)
        if let note = walkthrough.note {
          add(strings.text(.walkthroughNote, note), indent: 4, style: CellStyle(bold: true))
        }
      }
      if case .failed(let reason) = step.status {
        add(reason, indent: 4, style: CellStyle(dim: true))
      }
    }
    if current == nil, let note = walkthrough.note {
      add(strings.text(.walkthroughNote, note), indent: 0, style: CellStyle(bold: true))
    }
    if walkthrough.isComplete {
      lines.append(("", .plain))
      add(strings.text(.walkthroughAllPassed), indent: 0, style: CellStyle(bold: true))
    }
    return lines
  }

  /// The panel's lines fitting `height` rows as well as `width` columns: all of them when they
  /// fit; else the title, then a window that keeps the current step and what to do in view, with
  /// a line saying how many more are above or below wherever some are cut off.
  static func lines(_ walkthrough: Walkthrough, width: Int, height: Int) -> [(String, CellStyle)] {
    let all = lines(walkthrough, width: width)
    guard all.count > height, height >= 5 else { return Array(all.prefix(max(0, height))) }
    let strings = walkthrough.strings
    let head = Array(all.prefix(2))
    let body = Array(all.dropFirst(2))
    // The current step's line: the first highlighted one (else the end, when all are done).
    let focus =
      body.firstIndex { $0.1 == CellStyle(bold: true, reverse: true) }
      ?? max(0, body.count - 1)
    // The window starts a line above the current step, and no later than needed to show the
    // end under an upper marker.
    let window = ScrollWindow(count: body.count, rows: height - head.count, offset: focus - 1)
    let marker = CellStyle(dim: true)
    var shown = head
    if let above = window.lineAbove(strings, width: width) { shown.append((above, marker)) }
    shown += body[window.start..<window.end]
    if let below = window.lineBelow(strings, width: width) { shown.append((below, marker)) }
    return Array(shown.prefix(height))
  }

  /// The current step in one line, for narrow terminals.
  static func summary(_ walkthrough: Walkthrough) -> String {
    let strings = walkthrough.strings
    guard let index = walkthrough.currentIndex else {
      return strings.text(
        walkthrough.isComplete ? .walkthroughSummaryPassed : .walkthroughSummaryStopped,
        strings.text(walkthrough.kind.titleKey))
    }
    let step = walkthrough.steps[index]
    return strings.text(
      .walkthroughSummaryStep, index + 1, walkthrough.steps.count,
      walkthrough.note ?? step.instruction)
  }
}
