/// What a Swift file declares that the entry is chosen among: its types (with what they inherit and
/// their initializers), its extensions (with the conformances they add) and its functions (top-level
/// and members, with their parameters and return type) — found by `DeclarationScanner` without
/// compiling. Declarations inside function bodies and closures are not listed: nothing outside can
/// name them.
public struct SwiftDeclarations: Hashable, Sendable {
    /// Who may name a declaration.
    public enum Access: String, Hashable, Sendable {
        /// `private` inside a type: that type (and its extensions) only.
        case type
        /// `fileprivate`, or `private` at the top level: its own file only.
        case file
        /// `internal` (the default), `public` or `open`.
        case module
    }

    /// An initializer of a type.
    public struct Initializer: Hashable, Sendable {
        /// How many parameters have no default value.
        public var requiredParameters: Int
        public var isConvenience: Bool
        /// `init?` or `init!`.
        public var isFailable: Bool
        public var access: Access
    }

    /// A `class`, `struct`, `enum`, `actor` or `protocol`.
    public struct TypeDeclaration: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            case `class`, `struct`, `enum`, actor, `protocol`
        }

        public var kind: Kind
        /// The name, with the types it is nested in (`Outer.Inner`).
        public var name: String
        /// The inheritance clause's names as written (`UICollectionViewFlowLayout`, `UIKit.UIView`):
        /// a class's superclass first, when it has one.
        public var inherited: [String]
        /// Whether it has generic parameters (`class Layout<T>`).
        public var isGeneric: Bool
        public var access: Access
        /// The line of its keyword, from 1.
        public var line: Int
        /// The initializers declared in its body.
        public var initializers: [Initializer] = []
    }

    /// An `extension`: the conformances it adds and the initializers it declares.
    public struct Extension: Hashable, Sendable {
        /// The extended type as written (`ViewController`, `Outer.Inner`).
        public var extendedName: String
        public var inherited: [String]
        public var initializers: [Initializer] = []
    }

    /// A `func`.
    public struct Function: Hashable, Sendable {
        public var name: String
        /// The type (or extended type) it is a member of, `nil` at the top level.
        public var owner: String?
        /// `static func` or `class func`.
        public var isStatic: Bool
        /// How many parameters have no default value.
        public var requiredParameters: Int
        /// `throws`, `rethrows` or `async`: it cannot be called as a plain expression.
        public var isEffectful: Bool
        public var isGeneric: Bool
        /// A requirement of a protocol (no body of its own to call).
        public var isRequirement: Bool
        /// The return type as written, without spaces (`UICollectionViewLayout`, `UICollectionViewLayout?`);
        /// `nil` without `->`.
        public var returnType: String?
        public var access: Access
        public var line: Int
    }

    public var types: [TypeDeclaration] = []
    public var extensions: [Extension] = []
    public var functions: [Function] = []

    public init() {}
}
