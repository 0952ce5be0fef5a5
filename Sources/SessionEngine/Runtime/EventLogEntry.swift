/// One delegate callback in the event log, with the virtual time it happened.
public struct EventLogEntry: Equatable, Sendable {
  /// When it happened.
  public var at: Instant
  /// What the SDK called.
  public var callback: DelegateCallback

  /// Creates an entry.
  public init(at: Instant, callback: DelegateCallback) {
    self.at = at
    self.callback = callback
  }

  /// The entry as one JSON object on one line, with `scrubber` applied to every string.
  public func jsonLine(scrubber: LogScrubber) -> String {
    var fields: [(String, JSONValue)] = [
      ("time", .string(at.description)),
      ("ms", .number(Double(at.milliseconds))),
      ("event", .string(callback.name)),
    ]
    switch callback {
    case .enrollmentRequest(let status), .policyRequest(let status), .unenrollRequest(let status):
      fields += [
        ("status", .number(Double(status.code.rawValue))),
        ("statusName", .string(status.code.name)),
        ("didSucceed", .bool(status.didSucceed)),
        ("accountId", .string(status.accountId)),
        ("upn", .string(status.upn)),
      ]
      if let error = status.errorString { fields.append(("error", .string(error))) }
    case .restartApplication(let appRestartsItself):
      fields.append(("appRestartsItself", .bool(appRestartsItself)))
    case .wipeData(let account, let handledByApp):
      fields += [
        ("accountId", .string(account.objectId)),
        ("upn", .string(account.upn)),
        ("handledByApp", .bool(handledByApp)),
      ]
    case .identitySwitchRequired(let result):
      fields += [
        ("status", .number(Double(result.rawValue))), ("statusName", .string(result.name)),
      ]
    }
    let members = fields.map { key, value in
      "\(JSONText.quote(key)):\(JSONText.render(value, scrubber: scrubber))"
    }
    return "{" + members.joined(separator: ",") + "}"
  }
}
