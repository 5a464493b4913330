/// Which way a bare name ("Friday", "March", "the 15th") points: to the latest one that has
/// begun (money already spent or earned) or to the next one (bills and other things due).
public enum Orientation: String, Sendable {
    case past, future
}
