extension NSObject {
    /// The class an archiver writes for instances of this class: the class itself.
    /// https://developer.apple.com/documentation/objectivec/nsobject/classforcoder — on iOS also a class
    /// method (`SectionBgView.classForCoder()`, as code registering a view class writes it); Foundation
    /// on Linux declares only the instance property, which this method stands beside (disfavoured, so
    /// `object.classForCoder` still finds the property).
    @_disfavoredOverload
    public class func classForCoder() -> AnyClass { self }

}
