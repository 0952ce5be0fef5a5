import SessionEngine
import Strings
import TerminalUI

/// The panel beside the phone: who can sign in, the device, the policy, and the delegate calls.
enum SidePanel {
  /// The panel's lines, fitting `height` rows of `width` columns: `top` (the lines `world`
  /// gave), then the newest delegate calls that fit. The narrow scenario panel (`only:
  /// .scenario`) is `top` alone, its last row counting what does not fit.
  ///
  /// `line` gives the line of the log's entry at an index (`eventLine` of it).
  static func lines(
    top: [(String, CellStyle)], decisions: [(String, String)] = [], log: EventLog,
    strings: StringTable, width: Int, height: Int, only: NarrowPanel = .none,
    line: (Int) -> String
  ) -> [(String, CellStyle)] {
    if only == .scenario { return fitted(top, height: height, width: width, strings: strings) }
    var block: [(String, CellStyle)] = []
    if !decisions.isEmpty {
      block.append((strings.text(.panelDecisions), heading))
      for (line, rule) in decisions {
        block.append((line, plain))
        block.append(("  " + rule, muted))
      }
      block.append(("", plain))
    }
    // The data decisions and a few delegate calls (a heading and up to two) keep their rows:
    // when the sections above would push them off, those sections give way, and a line says
    // how many of their lines are hidden.
    var top = top
    // A line saying how many older calls are hidden is kept too, when there are more.
    let marker = log.entries.count > SidePanel.eventsKept ? 1 : 0
    let kept = block.count + 1 + max(1, min(SidePanel.eventsKept, log.entries.count)) + marker
    if top.count + kept > height, height > kept + 2 {
      let shown = height - kept - 2
      let hidden = top.count - shown
      top =
        Array(top.prefix(shown)) + [
          (strings.text(counting: hidden, .panelMoreLines), muted), ("", plain),
        ]
    }
    top += block
    var events: [(String, CellStyle)] = [(strings.text(.panelEvents), heading)]
    let room = max(0, height - top.count - 1)
    // The newest calls; when older ones do not fit, the first row says how many are hidden.
    let hidesOlder = log.entries.count > room && room >= 2
    let shown = log.entries.indices.suffix(hidesOlder ? room - 1 : room)
    if hidesOlder {
      events.append(
        (strings.text(counting: log.entries.count - shown.count, .panelMoreLines), muted))
    }
    if log.entries.isEmpty { events.append((strings.text(.panelNoEvents), muted)) }
    for index in shown {
      events.append((line(index), plain))
    }
    return Array((top + events).prefix(height))
  }

  /// `lines` cut to `height` rows; when some do not fit, the last row says how many are hidden
  /// (so an explanation is never cut off mid-sentence without a word).
  static func fitted(
    _ lines: [(String, CellStyle)], height: Int, width: Int, strings: StringTable
  ) -> [(String, CellStyle)] {
    guard lines.count > height, height > 0 else { return lines }
    let hidden = lines.count - (height - 1)
    let marker = TextWrap.truncate(
      strings.text(counting: hidden, .panelMoreLines), width: max(1, width))
    return Array(lines.prefix(height - 1)) + [(marker, muted)]
  }

  /// How many delegate calls the panel keeps in view when the sections above it are long.
  static let eventsKept = 2

  /// How many of the newest data-protection decisions the panel lists.
  static let decisionsShown = 3

  /// The panel's two lines for one data-protection decision: when, the action, the identity it
  /// counted as and the result; then the rule that decided.
  static func decisionLine(_ entry: DataLogEntry, strings: StringTable) -> (String, String) {
    DecisionText.line(entry, strings: strings)
  }

  /// The panel's line for one delegate call: when, which, and its status.
  static func eventLine(_ entry: EventLogEntry, log: EventLog) -> String {
    var text = "\(entry.at) \(entry.callback.name)"
    if let code = entry.callback.statusCode { text += " \(code.rawValue) \(code.name)" }
    if case .identitySwitchRequired(let result) = entry.callback {
      text += " \(result.rawValue) \(result.name)"
    }
    return log.scrubber.scrub(text)
  }

  private static let heading = CellStyle(bold: true, underline: true)
  private static let plain = CellStyle.plain
  private static let muted = CellStyle(dim: true)

  /// The panel's upper part, which only the world changes: the accounts, the device and the
  /// policies (nothing when `only` asks for the events alone). A policy's key settings are
  /// wrapped to the panel's `width` rather than cut.
  static func world(
    scenario: Scenario, strings: StringTable, width: Int, only: NarrowPanel = .none
  ) -> [(String, CellStyle)] {
    var top: [(String, CellStyle)] = []
    if only != .events {
      // What the developer's own files do to the phone comes first: it is what they ran for,
      // and on a small terminal the sections below give way before it.
      let consequences = AppIntegrationText.consequences(scenario, strings: strings)
      if !consequences.isEmpty {
        top.append((strings.text(.panelIntegration), heading))
        // Each consequence a list item: a dash on its first line, its other lines indented.
        for sentence in consequences {
          for (index, piece) in TextWrap.lines(sentence, width: max(1, width - 2)).enumerated() {
            top.append(((index == 0 ? "- " : "  ") + piece, plain))
          }
        }
        top.append(("", plain))
      }
      top.append((strings.text(.panelAccounts), heading))
      for user in scenario.tenant.users {
        top.append((user.isDemo ? "\(user.upn)  \(user.password)" : user.upn, plain))
        top.append(("  " + status(of: user, in: scenario, strings: strings), muted))
      }
      top.append(("", plain))
      let device = scenario.device
      top.append((strings.text(.panelDevice), heading))
      let network = strings.text(device.online ? .panelOnline : .panelOffline)
      let line: StringKey = device.jailbroken ? .panelDeviceLineJailbroken : .panelDeviceLine
      // Wrapped between words: a translation's longer words never cut in the middle.
      for piece in TextWrap.lines(
        strings.text(line, device.model, device.osVersion, network), width: max(1, width))
      {
        top.append((piece, plain))
      }
      if device.locked { top.append((strings.text(.controlPhoneLocked), plain)) }
      top.append(("", plain))
      top.append((strings.text(.panelPolicy), heading))
      if scenario.policies.isEmpty { top.append((strings.text(.panelNoPolicy), muted)) }
      for policy in scenario.policies {
        top.append((policy.displayName, plain))
        var settings = Array(policy.keySettings().prefix(3))
        // Shown whole (F2), the policy adds every setting changed from its default: what the
        // scenario or the administrator (F5) set.
        if only == .scenario {
          let shown = Set(settings.map(\.name))
          settings += policy.changedSettings().filter { !shown.contains($0.name) }
        }
        for line in settingLines(settings, width: max(1, width - 2)) {
          top.append(("  " + line, muted))
        }
      }
      top.append(("", plain))
    }
    return top
  }

  /// `name=value` pairs packed into lines of `width` columns, never cut inside a pair unless it
  /// is longer than a line; then it breaks after its `=`, the value on the next line.
  static func settingLines(_ settings: [(name: String, value: String)], width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    func add(_ token: String, breakAfter: Bool = false) {
      let columns = CharacterWidth.of(text: token)
      if current.isEmpty {
        current = token
      } else if CharacterWidth.of(text: current) + 1 + columns <= width {
        current += " " + token
      } else {
        lines.append(current)
        current = token
      }
      if breakAfter {
        lines.append(current)
        current = ""
      }
    }
    for setting in settings {
      let pair = "\(setting.name)=\(setting.value)"
      if CharacterWidth.of(text: pair) <= width {
        add(pair)
      } else {
        // A pair too long for a line starts one of its own.
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        add(setting.name + "=", breakAfter: true)
        add(setting.value)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// What the service will say to `user`, in a few words.
  static func status(of user: TenantUser, in scenario: Scenario, strings: StringTable) -> String {
    if !user.enabled { return strings.text(.panelUserDisabled) }
    if !user.licensed { return strings.text(.panelUserNotLicensed) }
    if scenario.policy(for: user) == nil { return strings.text(.panelUserNotTargeted) }
    return strings.text(.panelUserTargeted)
  }
}
