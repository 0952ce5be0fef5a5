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
    // Prepared steps that passed fold into one line; the ones that failed stay visible.
    let prepared = steps.indices.filter { steps[$0].prepared }
    let foldPrepared = prepared.count > 1 && prepared.allSatisfy { steps[$0].passed }
    if foldPrepared, let first = prepared.first, let last = prepared.last {
      add(
        "[x] " + strings.text(.walkthroughPreparedFolded, first + 1, last + 1), indent: 0,
        style: CellStyle(dim: true))
    }
    for (index, step) in steps.enumerated() where !(foldPrepared && step.prepared) {
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
