import SessionEngine
import Strings
import TerminalUI
import Walkthrough

/// What the one front reads of a phone session of either vendor, as a value: the screen on
/// display (with what its controls do, as data), the panels' rows, the side panel, the help and
/// the title.
///
/// `SessionView` (Intune) and `MDXSessionView` (Citrix) conform; `Front.update`, `ScreenSettler`
/// and `FrontView` read nothing else, so they never ask which vendor they run.
public protocol PhoneSessionView: Sendable {
  /// The current instant.
  var now: Instant { get }
  /// Changes whenever anything here changes.
  var revision: UInt64 { get }
  /// Changes whenever the world (and so the title) changes.
  var worldRevision: UInt64 { get }

  /// The title row's text, before it is cut to fit.
  func title(strings: StringTable) -> String
  /// Brings `ui` in step with the session (the vendor's own bookkeeping first) and returns the
  /// screen on display with its content.
  func settle(_ ui: inout UIState, strings: StringTable) -> SettledScreen
  /// The rows of the F4 or F5 panel now.
  func controlRows(_ panel: ControlPanel, strings: StringTable) -> [ControlRow]
  /// The F4 or F5 panel's title.
  func controlTitle(_ panel: ControlPanel, strings: StringTable) -> String
  /// The sentences under the F4 or F5 panel's rows.
  func controlFootnote(_ panel: ControlPanel, strings: StringTable) -> String
  /// What R in the F4 or F5 panel asks for, to make its changes reach the app now (none when
  /// they already do).
  func controlNowCommands(_ panel: ControlPanel) -> [FrontCommand]
  /// The side panel's lines (all of it, or only the part F2 or F3 asked for).
  func sidePanel(strings: StringTable, width: Int, height: Int, only: NarrowPanel)
    -> [(String, CellStyle)]
  /// The F1 help's lines, a closing note wrapped to `width`.
  func helpLines(strings: StringTable, width: Int) -> [String]
  /// Brings `walkthrough` up to date with what the session did.
  func observe(_ walkthrough: inout Walkthrough)
}
