/// A fixed stand-in for each PIN character of one recording, so no PIN is written in plain text.
///
/// Digits map to digits, lowercase letters to lowercase letters and uppercase letters to
/// uppercase letters, each through a permutation with no fixed point: the same PIN always gets
/// the same stand-in, different PINs different ones, repeated characters stay repeated and the
/// kinds of characters (what a PIN policy counts) stay the same. Other characters are kept.
struct PinSubstitution: Equatable, Sendable {
  /// The stand-in of `0`…`9`, by digit.
  let digits: [Character]
  /// The stand-in of `a`…`z`, by letter.
  let lowercase: [Character]
  /// The stand-in of `A`…`Z`, by letter.
  let uppercase: [Character]

  /// A substitution with given permutations (tests); each must be a permutation of its alphabet.
  init(digits: String, lowercase: String = Self.lowercaseAlphabet, uppercase: String? = nil) {
    self.digits = Array(digits)
    self.lowercase = Array(lowercase)
    self.uppercase = Array(uppercase ?? lowercase.uppercased())
  }

  /// A fresh random substitution in which no character stands for itself.
  init<Generator: RandomNumberGenerator>(using generator: inout Generator) {
    digits = Self.derangement(of: Array(Self.digitAlphabet), using: &generator)
    lowercase = Self.derangement(of: Array(Self.lowercaseAlphabet), using: &generator)
    uppercase = Self.derangement(of: Array(Self.lowercaseAlphabet.uppercased()), using: &generator)
  }

  /// The digits in order.
  static let digitAlphabet = "0123456789"
  /// The lowercase letters in order.
  static let lowercaseAlphabet = "abcdefghijklmnopqrstuvwxyz"

  /// The stand-in for `character`.
  func standIn(for character: Character) -> Character {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
      scalar.isASCII
    else { return character }
    let value = Int(scalar.value)
    switch scalar {
    case "0"..."9": return digits[value - 48]
    case "a"..."z": return lowercase[value - 97]
    case "A"..."Z": return uppercase[value - 65]
    default: return character
    }
  }

  /// The stand-in for each character of `text`.
  func standIn(for text: String) -> String {
    String(text.map(standIn(for:)))
  }

  /// A random permutation of `alphabet` that moves every element.
  private static func derangement<Generator: RandomNumberGenerator>(
    of alphabet: [Character], using generator: inout Generator
  ) -> [Character] {
    while true {
      let shuffled = alphabet.shuffled(using: &generator)
      if zip(shuffled, alphabet).allSatisfy({ $0 != $1 }) { return shuffled }
    }
  }
}
