import FoundationEssentials

/// Reads the pairs of a `Mdx Vault update '{"c": "345"}'` line: a flat JSON object whose values
/// are strings, numbers or booleans, each kept as text.
enum MDXVaultItems {
  /// The longest object text read.
  static let maximumLength = 16_384
  /// The most pairs one update may carry.
  static let maximumPairs = 256

  /// The pairs of `text`, or why it is not a flat object.
  static func parse(_ text: String) -> Result<[String: String], Problem> {
    guard text.utf8.count <= maximumLength else {
      return .failure(Problem("the update is longer than \(maximumLength) bytes"))
    }
    guard let object = try? JSONDecoder().decode([String: Scalar].self, from: Data(text.utf8))
    else {
      return .failure(
        Problem(
          "expected a JSON object of strings, numbers or booleans, such as '{\"c\": \"345\"}'"))
    }
    guard object.count <= maximumPairs else {
      return .failure(Problem("an update carries at most \(maximumPairs) pairs"))
    }
    return .success(object.mapValues(\.text))
  }

  /// Why the text is not a usable update.
  struct Problem: Error {
    /// The diagnostic's message.
    var message: String

    init(_ message: String) { self.message = message }
  }

  /// One JSON value kept as text.
  private struct Scalar: Decodable {
    var text: String

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let string = try? container.decode(String.self) {
        text = string
      } else if let number = try? container.decode(Int.self) {
        text = String(number)
      } else if let number = try? container.decode(Double.self) {
        text = String(number)
      } else {
        text = String(try container.decode(Bool.self))
      }
    }
  }
}
