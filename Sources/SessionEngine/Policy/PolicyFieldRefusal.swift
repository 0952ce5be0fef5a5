/// Why a policy field refused a value: what is wrong, at which element of a list, and the
/// sentence a scenario's reader adds to say why the value is not simply left out.
struct PolicyFieldRefusal: Error, Equatable, Sendable {
  /// What is wrong with the value, in our words.
  var message: String
  /// The element of a list value that is wrong, or nil for the value as a whole.
  var element: Int? = nil
  /// Why the reader refuses the value rather than keep the default, when `message` does not
  /// already say it.
  var because: String? = nil

  /// The reason for a value outside Graph's own type or values.
  static let graphRefuses = "Graph refuses such a value, and so does mamsim"
  /// The reason for a value Graph may take but mamsim cannot honour as written.
  static let mamsimRefuses = "mamsim refuses it rather than keep the default"

  /// A refusal Graph would make too: a value not of the property's Graph type.
  static func graph(_ message: String, element: Int? = nil) -> PolicyFieldRefusal {
    PolicyFieldRefusal(message: message, element: element, because: graphRefuses)
  }

  /// A refusal of mamsim's own, where keeping the default would quietly weaken the policy.
  static func mamsim(_ message: String) -> PolicyFieldRefusal {
    PolicyFieldRefusal(message: message, because: mamsimRefuses)
  }
}
