import MDXEngine
import SessionEngine
import Strings
import Walkthrough

/// Keeps the front in step with the session: picks the screen on display, resets typed fields
/// and focus when it changes, and brings the walkthrough up to date.
///
/// `PhoneProgram` settles once after each input, command or tick, and keeps what it settled on.
enum ScreenSettler {
  /// Brings `front` in step with `session` and returns the screen on display, its views reading
  /// `strings`.
  static func settle(
    _ front: inout FrontState, _ session: some PhoneSessionView, strings: StringTable
  ) -> SettledScreen {
    // In place: a walkthrough is a large value.
    front.walkthrough?.observe(in: session)
    let account = front.walkthrough?.nextAccount
    if front.ui.walkthroughAccount != account { front.ui.walkthroughAccount = account }
    var ui = front.ui
    let look = session.settle(&ui, strings: strings)
    if let area = Layout(size: front.size)?.phoneScreen {
      // The view stays where it is drawn: from the row it starts at, moved only as far as the
      // focused control needs (content that grew above it pushes it down). Rows only count, not
      // colours: any theme measures the same.
      let window = LayoutRenderer(theme: .systemLight, strings: strings).window(
        look.content, ui: ui, area: area)
      if ui.scroll != window.start { ui.scroll = window.start }
    }
    if front.ui != ui { front.ui = ui }
    return look
  }

  /// Brings `ui` to `screen`: a new screen starts with its own fields, list selections at the
  /// top, and focus on the first empty field (or the first control); on the same screen a focus
  /// that left the controls goes to the first one. A scrollable screen is read first: it starts
  /// at its top with nothing focused, and may stay so (Tab focuses its controls). Returns the
  /// screen's content for `ui`.
  ///
  /// Both vendors' `settle` end here, so focus and fields behave alike on every phone.
  static func arrive(
    _ ui: inout UIState, at screen: any PhoneScreen,
    initialFields: (UIState) -> [String: String], content: (UIState) -> ScreenContent
  ) -> ScreenContent {
    var shown: ScreenContent
    if screen.identity != ui.screenIdentity {
      ui.screenIdentity = screen.identity
      ui.fields = initialFields(ui)
      ui.selection = [:]
      ui.scroll = 0
      shown = content(ui)
      let fields = ui.fields
      if shown.scrollable {
        ui.focus = nil
      } else {
        ui.focus =
          shown.controlIDs.first { id in
            fields[id] == nil && shown.element(holding: id)?.isTextEntry == true
          } ?? shown.controlIDs.first
      }
    } else {
      shown = content(ui)
      if !focusIsValid(ui, in: shown) {
        ui.focus = shown.controlIDs.first
        shown = content(ui)
      }
    }
    return shown
  }

  /// Whether the focus is on one of `content`'s controls (or nowhere, when there are none or the
  /// content scrolls: a view scrolled off its focused control leaves nothing focused).
  static func focusIsValid(_ ui: UIState, in content: ScreenContent) -> Bool {
    guard let focus = ui.focus else { return content.scrollable || content.controlIDs.isEmpty }
    return content.controlIDs.contains(focus)
  }
}

extension Walkthrough {
  /// Brings the walkthrough up to date with what `session` did, in place.
  fileprivate mutating func observe(in session: some PhoneSessionView) {
    session.observe(&self)
  }
}
