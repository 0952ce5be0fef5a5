/// Why an administrator's edit of a policy property was refused.
public enum PolicyEditError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No modelled property has this name; `suggestion` is a close one, when there is.
  case unknownProperty(String, suggestion: String?)
  /// The property exists but the value does not fit it.
  case invalidValue(property: String, reason: String)

  /// The problem in a sentence.
  public var description: String {
    switch self {
    case .unknownProperty(let name, let suggestion):
      let hint = suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
      return "the policy has no property \"\(name)\" that the emulator can change\(hint)"
    case .invalidValue(let property, let reason):
      return "cannot set \"\(property)\": \(reason)"
    }
  }
}
