import MDXEngine
import SessionEngine
import Strings

/// The rows of the Citrix device (F4) and administrator (F5) panels, as the one front's
/// `ControlRow`s: each row's label and the command Enter hands to the program (an MDX event,
/// or a change to the world in the shared vocabulary).
public enum MDXControlRow {
  /// The device panel's rows for `state` (each toggle shows the change it makes).
  public static func device(_ state: MDXState, strings: StringTable) -> [ControlRow] {
    [
      row(
        strings.text(state.secureHubInstalled ? .mdxRowRemoveHub : .mdxRowInstallHub),
        .mdx(state.secureHubInstalled ? .removeSecureHub : .installSecureHub)),
      row(
        strings.text(state.online ? .mdxRowGoOffline : .mdxRowGoOnline),
        .world(.device(.online(!state.online)))),
      row(
        strings.text(state.jailbroken ? .mdxRowUnjailbreak : .mdxRowJailbreak),
        .world(.device(.jailbroken(!state.jailbroken)))),
      row(
        strings.text(state.lifecycle == .background ? .mdxRowForeground : .mdxRowBackground),
        .world(.device(.appInBackground(state.lifecycle != .background)))),
      row(strings.text(.mdxRowSignOff), .mdx(.signOffFromHub)),
      row(strings.text(.mdxRowAdvance, 15), .world(.advanceClock(.seconds(900)))),
      row(strings.text(.mdxRowAdvance, 60), .world(.advanceClock(.seconds(3600)))),
      // A day, so the maximum offline period (168 hours by default) is a few presses away.
      row(strings.text(.mdxRowAdvanceDay), .world(.advanceClock(.seconds(86_400)))),
      row(strings.text(.mdxRowQuitApp), .mdx(.quit)),
    ]
  }

  /// The Citrix Endpoint Management administrator's rows.
  public static func admin(strings: StringTable) -> [ControlRow] {
    [
      row(strings.text(.mdxRowAppLock), .mdx(.admin(.appLock))),
      row(strings.text(.mdxRowAppUnlock), .mdx(.admin(.appUnlock))),
      row(strings.text(.mdxRowAppWipe), .mdx(.admin(.appWipe))),
      row(strings.text(.mdxRowAppUnwipe), .mdx(.admin(.appUnwipe))),
    ]
  }

  /// A row that says only what Enter does.
  private static func row(_ label: String, _ command: FrontCommand) -> ControlRow {
    ControlRow(label, "", command: command)
  }
}
